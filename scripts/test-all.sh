#!/usr/bin/env bash
# `npm test`: installs what the tests need (dependencies, Debian's Chromium headless shell, a running PostgreSQL
# server) and runs them all: formatting, typecheck, lint, unit and integration tests, the production build, the
# first-load JavaScript budgets, and the Playwright suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# Each step says when it starts (seconds since the run began): where the time goes, right in the CI log.
step() { printf '\n=== %s (at %d s)\n' "$*" "$SECONDS"; }

bash scripts/ensure-deps.sh

if [ ! -x "${CHROMIUM_PATH:-/usr/bin/chromium-headless-shell}" ]; then
  step "installing Chromium's headless shell (apt)"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell >/dev/null
fi

if ! pg_isready -q -h 127.0.0.1 -p 5432; then
  step "starting the local PostgreSQL server"
  as_root pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | head -n 1)" main start
  for _ in $(seq 1 30); do pg_isready -q -h 127.0.0.1 -p 5432 && break; sleep 1; done
fi

step "formatting (prettier --check; npm run format writes it)"
npx prettier --check . --log-level warn
# Both single-threaded, so side by side on two cores (each took about 80 s alone on a 2-core machine).
step "typecheck and lint"
npx tsc --noEmit -p . & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
failed=0
wait "$typecheck" || { echo "typecheck failed"; failed=1; }
wait "$lint" || { echo "lint failed"; failed=1; }
[ "$failed" = 0 ]
step "unit and integration tests (vitest)"
npx vitest run
step "production build"
npx next build
step "first-load JavaScript budgets"
npx tsx scripts/check-js-budgets.ts
step "end-to-end tests (Playwright, Chromium)"
rm -rf .data/e2e
npx playwright test
step "end-to-end journeys against the sandbox's real-API profile (SANDBOX_PROFILE=real)"
rm -rf .data/e2e
# At 30 requests a second, not the profile's 10: the journeys check the real API's paths and shapes (every
# sale import is paced: at 10/s the 16 journeys took 8.6 minutes on one worker); the rate itself is held
# by the governor's tests and bench/import-real-profile.ts.
SANDBOX_RATE_PER_SECOND=30 E2E_PROFILE=real E2E_NO_CLUSTER=1 npx playwright test --grep "@journey|@real"
step "done"
