# Sourced by the end-to-end build and server: one port, one temporary database.
export E2E_PORT="${E2E_PORT:-3100}"
export NEXT_PUBLIC_SERVER_URL="http://localhost:${E2E_PORT}"
export PORT="${E2E_PORT}"
export DATABASE_URI="file:${E2E_DB:-/tmp/site-e2e/site.db}"
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-test-secret-0123456789abcdef}"
export RATE_LIMIT_FACTOR="${RATE_LIMIT_FACTOR:-100}"
export NODE_ENV=production
