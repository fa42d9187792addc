#!/usr/bin/env bash
# `npm test`: installs what the tests need (dependencies, Debian's Chromium headless shell, a running PostgreSQL
# server) and runs them all: formatting, typecheck, lint, unit and integration tests, the production build, the
# first-load JavaScript budgets, and the Playwright suite.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1 PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }
# Each step says when it starts (seconds since the run began), and the run ends with a table of how long
# each took (also when a step fails): where the time goes, right in the CI log.
stage_names=() stage_secs=() stage_name="" stage_start=0
end_stage() {
  if [ -n "$stage_name" ]; then
    stage_names+=("$stage_name")
    stage_secs+=($((SECONDS - stage_start)))
  fi
  stage_name=""
}
step() {
  end_stage
  stage_name="$*" stage_start=$SECONDS
  printf '\n=== %s (at %d s)\n' "$*" "$SECONDS"
}
time_table() {
  local status=$?
  end_stage
  printf '\n=== time per stage (%s)\n' "$([ "$status" = 0 ] && echo "all passed" || echo "failed, exit $status")"
  for i in "${!stage_names[@]}"; do printf '%6d s  %s\n' "${stage_secs[$i]}" "${stage_names[$i]}"; done
  printf '%6d s  in all\n' "$SECONDS"
}
trap time_table EXIT

step "dependencies (scripts/ensure-deps.sh)"
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

# All three single-threaded, so side by side (tsc and eslint took about 80 s each alone on a 2-core machine;
# prettier a fraction of that).
step "formatting, typecheck and lint (prettier --check, tsc, eslint side by side; npm run format writes the formatting)"
npx prettier --check . --log-level warn & formatting=$!
npx tsc --noEmit -p . & typecheck=$!
npx eslint . --max-warnings 0 & lint=$!
failed=0
wait "$formatting" || { echo "formatting failed (npm run format writes it)"; failed=1; }
wait "$typecheck" || { echo "typecheck failed"; failed=1; }
wait "$lint" || { echo "lint failed"; failed=1; }
[ "$failed" = 0 ]
step "unit and integration tests (vitest)"
npx vitest run
step "production build"
npx next build
step "first-load JavaScript budgets"
npx tsx scripts/check-js-budgets.ts
# The main pass and the real-profile pass side by side (E2E_SEQUENTIAL=1: one after the other): each stack
# spends much of its time waiting on the other process (app ↔ sandbox ↔ browser), so the second pass mostly
# fills those waits. The real pass has ports (the main pass's + 30: clear of its slots, cluster and push
# services), data folders (.data/e2e/<port>), output and report folders of its own;
# its log is printed when it ends, not interleaved with the main pass's.
rm -rf .data/e2e
REAL_LOG=test-results-real.log
real_pass() {
  # At 30 requests a second, not the profile's 10: the journeys check the real API's paths and shapes (every
  # sale import is paced: at 10/s the 16 journeys took 8.6 minutes on one worker); the rate itself is held
  # by the governor's tests and bench/import-real-profile.ts.
  SANDBOX_RATE_PER_SECOND=30 E2E_PROFILE=real E2E_NO_CLUSTER=1 \
    E2E_APP_PORT="${E2E_REAL_APP_PORT:-$(("${E2E_APP_PORT:-3100}" + 30))}" \
    E2E_SANDBOX_PORT="${E2E_REAL_SANDBOX_PORT:-$(("${E2E_SANDBOX_PORT:-4110}" + 30))}" \
    E2E_WORKERS="${E2E_REAL_WORKERS:-$1}" PLAYWRIGHT_HTML_OUTPUT_DIR=playwright-report-real \
    npx playwright test --grep "@journey|@real" --output test-results-real
}
if [ "${E2E_SEQUENTIAL:-0}" = 1 ]; then
  step "end-to-end tests (Playwright, Chromium)"
  npx playwright test
  step "end-to-end journeys against the sandbox's real-API profile (SANDBOX_PROFILE=real)"
  real_pass 2
else
  step "end-to-end tests (Playwright, Chromium), beside the journeys against the sandbox's real-API profile"
  # One stack beside the main pass's two: two cores.
  real_pass 1 >"$REAL_LOG" 2>&1 & real=$!
  failed=0
  npx playwright test || { echo "end-to-end tests failed"; failed=1; }
  wait "$real" || { echo "real-profile journeys failed"; failed=1; }
  printf '\n--- the real-API profile pass (%s)\n' "$REAL_LOG"
  cat "$REAL_LOG"
  [ "$failed" = 0 ]
fi
