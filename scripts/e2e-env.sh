# Sourced by the end-to-end build and server: one port, one temporary database.
export E2E_PORT="${E2E_PORT:-3100}"
export NEXT_PUBLIC_SERVER_URL="http://localhost:${E2E_PORT}"
export PORT="${E2E_PORT}"
export DATABASE_URI="file:${E2E_DB:-/tmp/site-e2e/site.db}"
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-test-secret-0123456789abcdef}"
export RATE_LIMIT_FACTOR="${RATE_LIMIT_FACTOR:-100}"
export NODE_ENV=production
# One worker: the suite's tests read one process's page cache; tests/e2e/workers.spec.ts starts two
export WEB_CONCURRENCY="${WEB_CONCURRENCY:-1}"
# Payments against the local Stripe API double (scripts/stripe-double.ts, started by e2e-server.sh)
export STRIPE_SECRET_KEY="sk_test_e2e_double"
export STRIPE_PRICE_ID="price_test_one_on_one"
export STRIPE_WEBHOOK_SECRET="whsec_test_e2e_double"
export STRIPE_API_BASE="http://127.0.0.1:${E2E_STRIPE_PORT:-12111}"
# Short, so the nginx test sees an edit through the shared cache within seconds (tests/e2e/nginx.spec.ts)
export PAGE_CACHE_SECONDS="${PAGE_CACHE_SECONDS:-10}"
# Mail goes to a real SMTP server on loopback (scripts/smtp-sink.ts, started by e2e-server.sh), which
# writes each message to E2E_MAILBOX for the mail journey test (tests/e2e/mail.spec.ts)
export E2E_SMTP_PORT="${E2E_SMTP_PORT:-2525}"
export E2E_MAILBOX="$(dirname "${DATABASE_URI#file:}")/mailbox"
export SMTP_URL="smtp://127.0.0.1:${E2E_SMTP_PORT}"
export EMAIL_FROM="Coach <hello@example.com>"
export EMAIL_QUEUE_CRON="${EMAIL_QUEUE_CRON:-*/1 * * * * *}"
