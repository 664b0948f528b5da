#!/usr/bin/env bash
# Two PHP servers, one database (`servers` layer of tools/test/all.sh): starts two native
# instances of one site, "two_a" and "two_b" (nginx + php-fpm each, FAROL_TWO_PORTS, default
# "8891 8892"), both on database farol_two (FAROL_NATIVE_DB=two, which also gives them the same
# salts), resets it, and runs tools/test/two-servers.mjs across them: readers get no cookie,
# rate limits, idempotency keys, guest votes and form stamps hold across the servers, a thread
# read on one server shows what the other wrote, and the load run (tools/bench/load.mjs) split
# across both stores every accepted request exactly once. Fails too when either server's PHP
# log holds a notice, warning or error (tools/test/php-log-check.sh). Bounded to about two
# minutes; FAROL_TWO_SERVERS_SHORT=1 runs the short load (20/20/10). Both sites are stopped
# afterwards, and MariaDB too unless it was running before.
#
# Two passes: without an object cache, then with one Redis shared by both servers
# (FAROL_NATIVE_OBJECT_CACHE=redis; the drop-in of tests/object-cache/, whose own test,
# tests/object-cache/test.php, runs first). The second pass runs the short load unless
# FAROL_TWO_SERVERS_CACHE_FULL=1. FAROL_TWO_SERVERS_PASSES="plain redis" picks the passes.
set -uo pipefail
cd "$(dirname "$0")/../.."

read -r port_a port_b <<<"${FAROL_TWO_PORTS:-8891 8892}"
export FAROL_NATIVE_DB=two
export FAROL_NATIVE_WORKERS=${FAROL_NATIVE_WORKERS:-4}
started=$SECONDS

native() {
	local instance=$1 port=$2
	shift 2
	FAROL_NATIVE_INSTANCE=$instance FAROL_NATIVE_PORT=$port bash tools/runtime/native.sh "$@"
}

db_was_running=0
bash tools/runtime/native.sh db-status && db_was_running=1

logs=()
for instance in two_a two_b; do
	for name in php-errors.log debug.log; do
		log=".farol/native-${instance}/${name}"
		[ -f "$log" ] && : >"$log"
		logs+=("$log")
	done
done

stop_all() {
	native two_b "$port_b" site-stop
	if [ "$db_was_running" -eq 1 ]; then
		native two_a "$port_a" site-stop
	else
		native two_a "$port_a" stop
	fi
}
trap stop_all EXIT

status=0
# One pass: reset A, start B, run the checks across them.
run_pass() {
	local pass=$1 short=()
	[ "${FAROL_TWO_SERVERS_SHORT:-0}" = "1" ] && short=(--short)
	if [ "$pass" = redis ]; then
		export FAROL_NATIVE_OBJECT_CACHE=redis
		[ "${FAROL_TWO_SERVERS_CACHE_FULL:-0}" = "1" ] || short=(--short)
		short+=("--cache=$PWD/.farol/redis-farol_two/redis.sock")
	else
		unset FAROL_NATIVE_OBJECT_CACHE
	fi
	echo "two-servers: pass ${pass}"
	if native two_a "$port_a" reset && FAROL_SKIP_BUILD=1 native two_b "$port_b" start; then
		timeout 240 node tools/test/two-servers.mjs "http://localhost:${port_a}" "http://localhost:${port_b}" \
			"$PWD/.farol/native-two_a/wp" "$PWD/.farol/native-two_b/wp" "${short[@]}" || return 1
	else
		echo "two-servers: the two sites did not start (pass ${pass})" >&2
		return 1
	fi
}
for pass in ${FAROL_TWO_SERVERS_PASSES:-plain redis}; do
	if [ "$pass" = redis ]; then
		php tests/object-cache/test.php || status=1
		# The plain pass's sites run without the cache: restart both with it.
		native two_b "$port_b" site-stop
		native two_a "$port_a" site-stop
	fi
	run_pass "$pass" || status=1
done
bash tools/test/php-log-check.sh two-servers "${logs[@]}" || status=1
echo "two-servers: $([ "$status" -eq 0 ] && echo passed || echo FAILED) in $((SECONDS - started)) s"
exit $status
