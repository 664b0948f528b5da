#!/usr/bin/env bash
# `npm run test:security`: the security suite (tests/security, Playwright + fast-check) against
# a native site of its own, the instance "security" (database farol_security, folder
# .farol/native-security, port FAROL_SECURITY_PORT, default 8891), reset and seeded fresh on
# every run as tools/test/e2e.sh does for the e2e site; never the demo site. Its mu-plugin
# (tests/security/php/security-mu.php) records mail instead of sending it and lets the faults
# spec break the mail transport. Prints the cases tried per part and in total at the end.
# Afterwards the site is stopped, and MariaDB too unless it was running before.
# Extra arguments go to Playwright (e.g. a spec file).
set -uo pipefail
cd "$(dirname "$0")/../.."

export FAROL_NATIVE_INSTANCE=security
export FAROL_NATIVE_PORT=${FAROL_SECURITY_PORT:-8891}
export FAROL_SECURITY_PORT=$FAROL_NATIVE_PORT

db_was_running=0
bash tools/runtime/native.sh db-status && db_was_running=1

bash tools/runtime/native.sh reset || exit 1
cp tests/security/php/security-mu.php .farol/native-security/wp/wp-content/mu-plugins/farol-security.php

rm -f artifacts/security-counts.jsonl
report=${FAROL_SECURITY_JSON:-$PWD/artifacts/security-results.json}
rm -f "$report"
FAROL_SECURITY_JSON="$report" npx playwright test -c tests/security/playwright.config.ts "$@"
status=$?
node tools/test/e2e-summary.mjs security "$report" || status=1
node tools/test/security-summary.mjs artifacts/security-counts.jsonl || status=1

if [ "$db_was_running" -eq 1 ]; then
	bash tools/runtime/native.sh site-stop
else
	bash tools/runtime/native.sh stop
fi
exit $status
