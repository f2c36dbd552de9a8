#!/usr/bin/env bash
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/e2e-env.sh
npm run build
