#!/usr/bin/env bash
# Full Playwright suite against native sites of its own, in shards that run side by side:
# FAROL_E2E_SHARDS (default: two, one per two cores from four up) instances of the native runtime, "e2e" (database farol_e2e,
# folder .farol/native-e2e, port FAROL_E2E_PORT, default 8890) and "e2e_2", "e2e_3", ...
# (farol_e2e_2, .farol/native-e2e_2, ports FAROL_E2E_PORT+10, +20, ...), each reset and seeded
# fresh on every run, so what the tests create never shows on the demo site (`npm run
# native:start`, database farol_site) and a test never depends on a previous run. Shard i of N
# (whole spec files of about equal recorded time, each shard's in the suite's order) runs against site i alone:
# tests that change a site's settings never meet the other shard's tests, and each shard keeps
# the one-worker order the suite was written for. Shard 1 starts as soon as its site is ready,
# while the next site resets. FAROL_E2E_SHARDS=1 runs the whole suite on "e2e" alone.
# The reset runs the shared build check first (the build is rebuilt when stale).
# Afterwards the e2e sites are stopped, and MariaDB too unless it was running before or another
# site of this checkout uses it. Extra arguments go to Playwright (e.g. a spec file or --grep):
# with arguments the run is one shard (a spec or two gain nothing from a second site), unless
# FAROL_E2E_SHARDS says otherwise.
# FAROL_URL points the tests at another site instead (nothing is started or reset then).
# The layer fails when a test failed or was flaky (passed only on its retry): the last line
# counts both over every shard (tools/test/e2e-summary.mjs). It fails too when the run (the
# resets' installs and seeds included) left a PHP notice, warning, deprecation or error, or an
# outbound request, in an e2e site's PHP logs (tools/test/php-log-check.sh prints them).
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ -n "${FAROL_URL:-}" ]; then
	npx playwright test -c tests/e2e/playwright.config.ts "$@"
	exit $?
fi

# Two shards by default from two cores up, one per two cores beyond four (a shard is a browser
# and a PHP site busy at once). A single shard leaves about 40 % of a 2-core machine idle while
# its specs wait (throttled networks, timers, page loads): two there overlap one's waits with
# the other's work (1,410 s → 974 s for the layer on a quiet 2-core machine, no flaky test);
# FAROL_E2E_SHARDS=1 runs it as before.
# The shards get spec files of about equal recorded time (tools/test/e2e-shards.mjs, from
# tests/e2e/spec-seconds.json; `node tools/test/e2e-shards.mjs --record artifacts/e2e-results-*.json`
# after a whole run refreshes it), not Playwright's --shard, which cut the suite into consecutive
# runs and left one shard 4–5 minutes longer than the other.
cores=$(nproc 2>/dev/null || echo 2)
default_shards=$((cores / 2))
[ "$default_shards" -lt 2 ] && [ "$cores" -ge 2 ] && default_shards=2
[ "$default_shards" -lt 1 ] && default_shards=1
[ "$default_shards" -gt 4 ] && default_shards=4
shards=${FAROL_E2E_SHARDS:-$default_shards}
[ $# -gt 0 ] && [ -z "${FAROL_E2E_SHARDS:-}" ] && shards=1
if ! [[ "$shards" =~ ^[1-9]$ ]]; then
	echo "e2e: FAROL_E2E_SHARDS must be 1 to 9 (got '${shards}')" >&2
	exit 2
fi
base_port=${FAROL_E2E_PORT:-8890}
# Every request of the run with its time, in .farol/native-<instance>/access.log (what was slow?).
export FAROL_NATIVE_ACCESS_LOG=${FAROL_NATIVE_ACCESS_LOG:-1}

instance_of() {
	if [ "$1" -eq 1 ]; then echo e2e; else echo "e2e_$1"; fi
}
port_of() {
	echo $((base_port + ($1 - 1) * 10))
}
# The e2e sites' seed leaves out the rival plugins' demo data (tools/runtime/demo/70-import-sources.php):
# tests/e2e/import.spec.ts loads it and removes it itself, so no other spec meets it.
native() {
	FAROL_DEMO_IMPORT_SOURCES=0 FAROL_NATIVE_INSTANCE=$(instance_of "$1") FAROL_NATIVE_PORT=$(port_of "$1") bash tools/runtime/native.sh "${@:2}"
}

db_was_running=0
bash tools/runtime/native.sh db-status && db_was_running=1

# Each site's PHP logs (php-fpm's error_log, and WP_DEBUG_LOG for the CLI install and seed):
# emptied here, read after the run.
php_logs=()
for i in $(seq 1 "$shards"); do
	for name in php-errors.log debug.log; do
		log=".farol/native-$(instance_of "$i")/${name}"
		[ -f "$log" ] && : >"$log"
		php_logs+=("$log")
	done
done

reports=()
pids=()
status=0
for i in $(seq 1 "$shards"); do
	instance=$(instance_of "$i")
	port=$(port_of "$i")
	if ! native "$i" reset; then
		status=1
		break
	fi
	report="${FAROL_E2E_JSON:-$PWD/artifacts/e2e-results.json}"
	output="$PWD/artifacts/e2e-results"
	shard_args=()
	if [ "$shards" -gt 1 ]; then
		report="${report%.json}-${i}.json"
		output="${output}-${i}"
		if [ $# -eq 0 ]; then
			# Files of about equal recorded time per shard (tools/test/e2e-shards.mjs), each
			# given as an exact path pattern (Playwright reads arguments as regular expressions).
			mapfile -t shard_args < <(node tools/test/e2e-shards.mjs "$shards" "$i" | sed 's/\./\\./g; s/$/$/')
			if [ ${#shard_args[@]} -eq 0 ]; then
				echo "e2e: shard ${i}/${shards} got no spec file" >&2
				status=1
				break
			fi
		else
			shard_args=("--shard=${i}/${shards}")
		fi
	fi
	rm -f "$report"
	reports+=("$report")
	echo "e2e: shard ${i}/${shards} on http://localhost:${port} (${instance})"
	mkdir -p artifacts
	# With several shards each line of a shard's output comes prefixed with its number
	# ([1] ...); whole in artifacts/e2e-shard-<i>.log.
	prefix=""
	[ "$shards" -gt 1 ] && prefix="[${i}] "
	(
		FAROL_NATIVE_INSTANCE="$instance" FAROL_E2E_PORT="$port" FAROL_URL="http://localhost:${port}" \
			FAROL_E2E_JSON="$report" FAROL_E2E_OUTPUT="$output" FAROL_E2E_HTML="$PWD/artifacts/e2e-report-${i}" \
			STORAGE_STATE_PATH="$PWD/tests/e2e/.auth/admin-${instance}.json" \
			npx playwright test -c tests/e2e/playwright.config.ts "${shard_args[@]}" "$@" 2>&1 |
			tee "artifacts/e2e-shard-${i}.log" | sed -u "s/^/${prefix}/"
		exit "${PIPESTATUS[0]}"
	) &
	pids+=($!)
done
for pid in "${pids[@]}"; do
	wait "$pid" || status=1
done
# Flaky means failed: the summary counts the tests that passed only on their retry.
[ ${#reports[@]} -gt 0 ] || reports=(missing.json)
node tools/test/e2e-summary.mjs e2e "${reports[@]}" || status=1
bash tools/test/php-log-check.sh e2e "${php_logs[@]}" || status=1

for i in $(seq "$shards" -1 1); do
	if [ "$db_was_running" -eq 1 ] || [ "$i" -gt 1 ]; then
		native "$i" site-stop
	else
		native "$i" stop
	fi
done
exit $status
