#!/usr/bin/env bash
# Until the first release, the schema lives in one initial migration: regenerate it after a schema change.
set -euo pipefail
cd "$(dirname "$0")/.."
export PAYLOAD_SECRET="${PAYLOAD_SECRET:-regen-secret-0123456789abcdef}"
rm -f src/migrations/2*_initial.ts src/migrations/2*_initial.json
printf 'export const migrations = []\n' > src/migrations/index.ts
npx payload migrate:create initial
npx payload generate:types
npx prettier --write src/migrations/index.ts src/payload-types.ts > /dev/null
