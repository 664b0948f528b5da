#!/usr/bin/env bash
# Full Playwright suite against the native runtime (system PHP + MariaDB) on localhost:8889.
# Starts the runtime if it is not running and stops it afterwards only if it started it.
# Extra arguments go to Playwright (e.g. a spec file or --grep).
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ ! -d plugin/build ]; then
	echo "e2e: plugin/build is missing; run npm run build first" >&2
	exit 1
fi

started=0
if ! bash tools/runtime/native.sh status >/dev/null 2>&1; then
	bash tools/runtime/native.sh start || exit 1
	started=1
fi
# A clean, freshly seeded site for every run: tests must not depend on a previous run.
bash tools/runtime/native.sh reset || exit 1

FAROL_URL=${FAROL_URL:-http://localhost:${FAROL_NATIVE_PORT:-8889}} npx playwright test -c tests/e2e/playwright.config.ts "$@"
status=$?

[ "$started" -eq 1 ] && bash tools/runtime/native.sh stop
exit $status
