#!/usr/bin/env bash
# `npm test`: every test layer, in order, each printing its own summary line, then one line
# that counts the layers. Runs all layers even when one fails, and exits non-zero if any did.
#
#   1. static   `npm run lint` (tools/test/static.sh, the checks side by side): committed contracts,
#               cities data and libphonenumber copy up to date, ESLint + Prettier, stylelint,
#               tsc --noEmit, PHP syntax + PHPCS (WPCS), file size (no module over 400 lines),
#               import circles, the docs' links, i18n
#   2. build    the production build the other layers run against (translations included),
#               then the release zips (`npm run dist`) and their tests (tests/dist: allow-list,
#               byte-identical second build, readme.txt and header versions; a few seconds)
#   3. unit     jest
#   4. php      PHPUnit on a real WordPress + MariaDB, then the release zips on a stock
#               WordPress (tools/test/dist-stock.sh: pinned core, fresh database, no mu-plugin)
#   5. e2e      Playwright in Chromium, full suite, native runtime (PHP + MariaDB), then the
#               site owner's install on a stock WordPress: the zips uploaded through wp-admin's
#               forms, every screen, every block, a visitor's submissions (~40 s;
#               tools/test/dist-stock.sh --browser, tests/stock/), the same on the 6.6 release
#               candidate the pinned package holds (--core beta, ~80 s; docs/release.md, "Other
#               cores"), and a network's administrator uploads, network-activates, adds and
#               deletes a site (--multisite)
#   6. security tests/security against its own native site: permissions table, fuzzing, uploads,
#               faults (tools/test/security.sh, docs/security-tests.md)
#   7. servers  two PHP servers, one database: limits, keys, votes, stamps and the load run hold
#               across them, readers get no cookie; run again with one shared Redis
#               object cache (tools/test/two-servers.sh)
#   8. smoke    Playwright @smoke tests against `npm start`'s runtime (WordPress Playground)
#   9. bench    `npm run bench -- --short` (its own native instance and Playground; figures not
#               asserted: fails only when the bench crashes or writes no JSON)
#
# FAROL_LAYERS="unit php" runs only the named layers.
#
# Each layer's output is kept in artifacts/layers/<name>.log too, and the run ends with a recap
# of every failed layer: its lines that name a failure (a failed or flaky test, a PHP log line,
# an error) and its last lines. A CI log is often read from its end only; the recap puts the
# cause there.
set -uo pipefail
cd "$(dirname "$0")/../.."

layers=${FAROL_LAYERS:-"static build unit php e2e security servers smoke bench"}
passed=0
failed=0
failed_names=()

run_layer() {
	local name=$1
	shift
	echo
	echo "==================== ${name} ===================="
	local start=$SECONDS
	local log="artifacts/layers/${name}.log"
	mkdir -p artifacts/layers
	"$@" 2>&1 | tee "$log"
	if [ "${PIPESTATUS[0]}" -eq 0 ]; then
		passed=$((passed + 1))
		echo "layer ${name}: passed in $((SECONDS - start)) s"
	else
		failed=$((failed + 1))
		failed_names+=("$name")
		echo "layer ${name}: FAILED in $((SECONDS - start)) s"
	fi
}

build() {
	npm run --silent build && npm run --silent dist && node --test tests/dist/
}

php_layer() {
	local status=0
	bash tools/test/php.sh || status=1
	bash tools/test/dist-stock.sh || status=1
	return "$status"
}

e2e_layer() {
	local status=0
	bash tools/test/e2e.sh || status=1
	bash tools/test/dist-stock.sh --browser || status=1
	# The next core: the same install spec, nothing else (docs/release.md, "Other cores").
	bash tools/test/dist-stock.sh --browser --core beta || status=1
	bash tools/test/dist-stock.sh --multisite || status=1
	return "$status"
}

bench_short() {
	local json=artifacts/bench/ci-short.json
	rm -f "$json"
	node tools/bench/run.mjs --short --json "$json" && [ -s "$json" ]
}

for layer in $layers; do
	case "$layer" in
	static) run_layer static bash tools/test/static.sh ;;
	build) run_layer build build ;;
	# Then the front-end views' tests again on preact/compat, as the views ship (docs/front-end.md, "Preact for visitors").
	unit) run_layer unit sh -c 'npm run --silent test:unit -- --ci && npm run --silent test:unit:preact -- --ci' ;;
	php) run_layer php php_layer ;;
	e2e) run_layer e2e e2e_layer ;;
	security) run_layer security bash tools/test/security.sh ;;
	servers) run_layer servers bash tools/test/two-servers.sh ;;
	smoke) run_layer smoke bash tools/test/e2e-smoke-playground.sh ;;
	bench) run_layer bench bench_short ;;
	*) echo "unknown layer: $layer" && failed=$((failed + 1)) ;;
	esac
done

# What each failed layer said of its failure, where the end of a long log is what gets read.
recap() {
	local name=$1 log="artifacts/layers/$1.log"
	echo
	echo "==================== recap: ${name} failed ===================="
	[ -f "$log" ] || return 0
	grep -E '✘|^\s+(failed|flaky|error) |[0-9]+\) \[|FAILED|Fatal|PHP (Notice|Warning|Deprecated|Fatal error)|WordPress database error|^(FAILURES|ERRORS)!|Tests: .*(Failures|Errors)|not ok|✕|● |^\s+(Error|TimeoutError): ' "$log" |
		head -n 60
	echo "-- last lines of ${log}:"
	tail -n 25 "$log"
}
for name in "${failed_names[@]}"; do
	recap "$name"
done

echo
[ ${#failed_names[@]} -gt 0 ] && echo "failed layers: ${failed_names[*]}"
echo "layers: ${passed} passed, ${failed} failed"
[ "$failed" -eq 0 ]
