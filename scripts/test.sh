#!/usr/bin/env bash
# README command 2: every check and test, from static checks to end-to-end in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d node_modules ] || npm install --no-audit --no-fund

export PAYLOAD_SECRET="${PAYLOAD_SECRET:-test-secret-0123456789abcdef}"
export NEXT_TELEMETRY_DISABLED=1

echo "== prettier"; npx prettier --check . 
echo "== eslint"; npx eslint . --max-warnings 0
echo "== tsc"; npx tsc --noEmit
echo "== Markdown links (README.md, docs/)"; npx remark --quiet --frail --no-stdout README.md docs
if command -v docker-compose > /dev/null; then echo "== docker-compose config"; docker-compose config -q; fi
echo "== jest (unit, component, integration)"
NODE_OPTIONS="--experimental-vm-modules --conditions=production" node_modules/.bin/jest --ci
echo "== next build (for end-to-end)"
bash scripts/e2e-build.sh
echo "== playwright (Chromium)"
npx playwright test
