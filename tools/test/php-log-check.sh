#!/usr/bin/env bash
# A test run leaves no PHP notice, warning, deprecation or error in the site's PHP log:
#
#   bash tools/test/php-log-check.sh <label> <log file>...
#
# prints the offending lines of the given logs (missing files count as empty) with the log's
# name, and exits 1 when there is one. What counts: PHP's own reports (Notice, Warning,
# Deprecated, Strict Standards, Fatal error, Parse error, Recoverable fatal error, Stack trace
# lines) and WordPress's database errors; a plugin's own error_log() lines (the contact form's
# spam log) do not. tools/runtime/offline.php reports a refused outbound request as a PHP
# Warning, so an outbound call fails the run too.
set -uo pipefail

label=${1:?usage: php-log-check.sh <label> <log file>...}
shift
pattern='PHP (Notice|Warning|Deprecated|Strict Standards|Fatal error|Parse error|Recoverable fatal error|Stack trace)|WordPress database error'
found=0
for log in "$@"; do
	[ -s "$log" ] || continue
	lines=$(grep -E "$pattern" "$log" || true)
	[ -n "$lines" ] || continue
	count=$(grep -c . <<<"$lines")
	echo "${label}: ${count} PHP log line(s) in ${log}:" >&2
	head -n 60 <<<"$lines" | sed 's/^/  /' >&2
	[ "$count" -gt 60 ] && echo "  ... ($((count - 60)) more)" >&2
	found=1
done
if [ "$found" -eq 0 ]; then
	echo "${label}: PHP log clean"
fi
exit $found
