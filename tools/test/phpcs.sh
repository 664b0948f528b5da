#!/usr/bin/env bash
# Static PHP checks: `php -l` on every PHP file we write, then PHPCS (phpcs.xml.dist: WordPress
# Extra + Docs, PHPCompatibilityWP for PHP 8.1-8.4). Fails on any syntax error, PHPCS error or warning.
# Extra arguments go to phpcs (e.g. a path). Prints one summary line last.
# Safe to run several at once: no shared temporary files, no cache.
set -uo pipefail
cd "$(dirname "$0")/../.."

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# The PHP we own; built copies (plugin/build, theme/build) are checked at their source in blocks/.
find plugin theme blocks tools tests/php tests/themes -type d \( -name vendor -o -name node_modules -o -name build \) -prune \
	-o -type f -name '*.php' -print0 2>/dev/null | sort -z >"$tmp/files"
count=$(tr -cd '\0' <"$tmp/files" | wc -c)

# php -l, in parallel; the failing files' messages are kept.
xargs -0 -r -n 8 -P "$(nproc 2>/dev/null || echo 2)" sh -c '
	for f; do
		out=$(php -d display_errors=stderr -d log_errors=0 -l "$f" 2>&1) || printf "%s\n" "$out"
	done
' lint <"$tmp/files" >"$tmp/lint"
lint_failed=$(grep -c '^Errors parsing' "$tmp/lint" || true)
if [ "$lint_failed" -gt 0 ]; then
	grep -v '^$' "$tmp/lint"
fi

colors=()
[ -t 1 ] && colors=(--colors)
vendor/bin/phpcs -q "${colors[@]}" --standard=phpcs.xml.dist --report-full --report-json="$tmp/phpcs.json" "$@"
phpcs_status=$?
read -r errors warnings files_with_issues < <(php -r '
	$r = json_decode( (string) @file_get_contents( $argv[1] ), true );
	if ( ! is_array( $r ) ) { echo "? ? ?\n"; exit; }
	$bad = count( array_filter( $r["files"], static fn( $f ) => $f["errors"] + $f["warnings"] > 0 ) );
	echo $r["totals"]["errors"], " ", $r["totals"]["warnings"], " ", $bad, "\n";
' "$tmp/phpcs.json")

summary="php -l: ${count} files, ${lint_failed} with syntax errors; phpcs: ${errors} errors, ${warnings} warnings in ${files_with_issues} files"
if [ "$lint_failed" -eq 0 ] && [ "$phpcs_status" -eq 0 ]; then
	echo "phpcs: passed (${summary})"
	exit 0
fi
echo "phpcs: FAILED (${summary})"
exit 1
