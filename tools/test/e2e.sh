#!/usr/bin/env bash
# Full Playwright suite against a native site of its own: the "e2e" instance of the native
# runtime (database farol_e2e, folder .farol/native-e2e, port FAROL_E2E_PORT, default 8890),
# reset and seeded fresh on every run, so what the tests create never shows on the demo site
# (`npm run native:start`, database farol_site) and a test never depends on a previous run.
# The reset runs the shared build check first (the build is rebuilt when stale).
# Afterwards the e2e site is stopped, and MariaDB too unless it was running before or another
# site of this checkout uses it. Extra arguments go to Playwright (e.g. a spec file or --grep).
# FAROL_URL points the tests at another site instead (nothing is started or reset then).
# The layer fails when a test failed or was flaky (passed only on its retry): the last line
# counts both (tools/test/e2e-summary.mjs). It fails too when the run (the reset's install and
# seed included) left a PHP notice, warning, deprecation or error, or an outbound request, in the
# e2e site's PHP logs (tools/test/php-log-check.sh prints them).
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ -n "${FAROL_URL:-}" ]; then
	npx playwright test -c tests/e2e/playwright.config.ts "$@"
	exit $?
fi

export FAROL_NATIVE_INSTANCE=e2e
export FAROL_NATIVE_PORT=${FAROL_E2E_PORT:-8890}
# Every request of the run with its time, in .farol/native-e2e/access.log (what was slow?).
export FAROL_NATIVE_ACCESS_LOG=${FAROL_NATIVE_ACCESS_LOG:-1}

db_was_running=0
bash tools/runtime/native.sh db-status && db_was_running=1

# The site's PHP logs (php-fpm's error_log, and WP_DEBUG_LOG for the CLI install and seed):
# emptied here, read after the run.
php_logs=(".farol/native-${FAROL_NATIVE_INSTANCE}/php-errors.log" ".farol/native-${FAROL_NATIVE_INSTANCE}/debug.log")
for log in "${php_logs[@]}"; do
	[ -f "$log" ] && : >"$log"
done

bash tools/runtime/native.sh reset || exit 1

report=${FAROL_E2E_JSON:-$PWD/artifacts/e2e-results.json}
rm -f "$report"
FAROL_URL="http://localhost:${FAROL_NATIVE_PORT}" FAROL_E2E_JSON="$report" \
	npx playwright test -c tests/e2e/playwright.config.ts "$@"
status=$?
# Flaky means failed: the summary counts the tests that passed only on their retry.
node tools/test/e2e-summary.mjs e2e "$report" || status=1
bash tools/test/php-log-check.sh e2e "${php_logs[@]}" || status=1

if [ "$db_was_running" -eq 1 ]; then
	bash tools/runtime/native.sh site-stop
else
	bash tools/runtime/native.sh stop
fi
exit $status
