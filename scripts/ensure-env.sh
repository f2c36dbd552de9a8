#!/usr/bin/env bash
# Creates .env from .env.example with a freshly generated PAYLOAD_SECRET when there is none.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f .env ]; then
  cp .env.example .env
  echo "Created .env from .env.example"
fi
if ! grep -qE '^PAYLOAD_SECRET=.{16,}' .env; then
  secret=$(node -e "console.log(require('crypto').randomBytes(32).toString('hex'))")
  if grep -qE '^PAYLOAD_SECRET=' .env; then
    sed -i "s/^PAYLOAD_SECRET=.*/PAYLOAD_SECRET=${secret}/" .env
  else
    echo "PAYLOAD_SECRET=${secret}" >> .env
  fi
  echo "Generated PAYLOAD_SECRET into .env"
fi
