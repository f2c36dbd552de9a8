#!/usr/bin/env bash
# Serves the built app on a fresh temporary database with the demo content, for Playwright.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/e2e-env.sh
rm -rf "$(dirname "${DATABASE_URI#file:}")"
mkdir -p "$(dirname "${DATABASE_URI#file:}")"
npx tsx scripts/seed.ts
node_modules/.bin/tsx scripts/stripe-double.ts &
stripe_double_pid=$!
node_modules/.bin/tsx scripts/smtp-sink.ts &
smtp_sink_pid=$!
trap 'kill "$stripe_double_pid" "$smtp_sink_pid" 2> /dev/null || true' EXIT
npm start
