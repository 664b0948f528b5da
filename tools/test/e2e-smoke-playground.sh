#!/usr/bin/env bash
# Smoke e2e on the `npm start` runtime (WordPress Playground): starts it in the background on
# FAROL_PORT (default 8888), waits until it is ready, runs the Playwright tests tagged @smoke
# against it, stops it and exits with Playwright's status. The start runs the shared build
# check, so a missing or stale build is rebuilt first (the wait allows for it); extra arguments
# go to Playwright. It fails too when the site's PHP log (WP_DEBUG_LOG) holds a notice, warning,
# deprecation or error (tools/test/php-log-check.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."

PORT=${FAROL_PORT:-8888}
URL="http://localhost:${PORT}"
LOG=artifacts/playground-smoke.log
TIMEOUT=${FAROL_START_TIMEOUT:-300}

mkdir -p artifacts

FAROL_PORT=$PORT node tools/runtime/playground-start.mjs >"$LOG" 2>&1 &
pid=$!
stop() {
	kill -TERM "$pid" 2>/dev/null && wait "$pid" 2>/dev/null
}
trap stop EXIT

echo "e2e-smoke: starting Playground on $URL (log: $LOG)"
waited=0
until grep -q "^Farol is running" "$LOG"; do
	if ! kill -0 "$pid" 2>/dev/null; then
		echo "e2e-smoke: npm start exited before the site was ready; end of $LOG:" >&2
		tail -n 30 "$LOG" >&2
		exit 1
	fi
	if [ "$waited" -ge "$TIMEOUT" ]; then
		echo "e2e-smoke: the site was not ready after ${TIMEOUT}s; end of $LOG:" >&2
		tail -n 30 "$LOG" >&2
		exit 1
	fi
	sleep 1
	waited=$((waited + 1))
done
echo "e2e-smoke: ready after ${waited}s"

report="$PWD/artifacts/e2e-smoke-results.json"
rm -f "$report"
# Its own output folder: the full run's traces of failures stay for reading.
FAROL_URL=$URL FAROL_E2E_SMOKE=1 FAROL_E2E_JSON="$report" FAROL_E2E_OUTPUT="$PWD/artifacts/e2e-smoke-results" npx playwright test -c tests/e2e/playwright.config.ts "$@"
status=$?
# Flaky means failed (tools/test/e2e-summary.mjs).
node tools/test/e2e-summary.mjs smoke "$report" || status=1
stop
# Every start is a fresh site, so its WP_DEBUG_LOG holds this run only.
bash tools/test/php-log-check.sh smoke ".farol/playground/${PORT}/wordpress/wp-content/debug.log" || status=1
exit $status
