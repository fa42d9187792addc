#!/usr/bin/env bash
# Installs dependencies exactly as locked when they are missing or older than the lockfile, so the
# quick-start commands work on a fresh clone.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ ! -f node_modules/.prisma/client/index.js ]; then
  echo "[mostrador] installing dependencies (npm ci)…"
  PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund
fi
