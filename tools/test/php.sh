#!/usr/bin/env bash
# PHPUnit integration tests on a real WordPress + MariaDB (see tests/php/bootstrap.php).
#
# Prepares what the tests need and nothing more: the pinned WordPress core tree, the build
# (the shared check, tools/runtime/ensure-build.js: scripts, styles and the translations the
# I18n and Theme tests load, rebuilt when stale) and the private MariaDB of the
# native runtime (`native.sh db-start`; it is left running, like the site). Extra arguments go
# to PHPUnit, e.g. `bash tools/test/php.sh --testsuite Sticky` or `--filter SeedTest`.
# PHPUnit prints its summary ("OK (n tests, m assertions)" or "FAILURES! ..."); the last line
# is this layer's own summary.
set -uo pipefail
cd "$(dirname "$0")/../.."

started=$SECONDS
summary() {
	echo "php: $1 in $((SECONDS - started)) s"
}

if ! node tools/runtime/wordpress.mjs >/dev/null; then
	summary "FAILED (WordPress core could not be prepared)"
	exit 1
fi
if ! node tools/runtime/ensure-build.js; then
	summary "FAILED (the build)"
	exit 1
fi
if ! bash tools/runtime/native.sh db-start; then
	summary "FAILED (MariaDB did not start)"
	exit 1
fi

php vendor/bin/phpunit -c phpunit.xml.dist "$@"
status=$?
if [ "$status" -eq 0 ]; then
	summary "PHPUnit passed"
else
	summary "PHPUnit FAILED (exit ${status})"
fi
exit "$status"
