#!/usr/bin/env bash
# README command 1: install, build, migrate, seed and serve the production build on SQLite.
set -euo pipefail
cd "$(dirname "$0")/.."
npm install --no-audit --no-fund
bash scripts/ensure-env.sh
mkdir -p data media
export NODE_ENV=production
npm run build
npm run migrate
npm run seed
exec npm start
