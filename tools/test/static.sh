#!/usr/bin/env bash
# Every static check (`npm run lint`, the static layer of `npm test`), side by side: as many at
# once as the machine has cores (FAROL_STATIC_JOBS), the longest first, each one's output kept
# and printed whole, in the order below, with its time, once all have finished. Runs them all
# even when one fails; exits 1 if any did, naming them.
#
#   contracts, data:cities, vendor:phone, phone:metadata (-- --check: committed files current),
#   lint:js (ESLint + Prettier), lint:css (stylelint), lint:types (tsc --noEmit), lint:php
#   (php -l + PHPCS), lint:size (400 lines), lint:cycles (no import circle), lint:docs (links),
#   i18n --check (every string translated)
set -uo pipefail
cd "$(dirname "$0")/../.."

# name|command, longest first (on two cores: ESLint beside tsc, then PHPCS beside the rest).
checks=(
	"lint:js|npm run --silent lint:js"
	"lint:types|npm run --silent lint:types"
	"lint:php|npm run --silent lint:php"
	"contracts|npm run --silent contracts -- --check"
	"vendor:phone|npm run --silent vendor:phone -- --check"
	"phone:metadata|npm run --silent phone:metadata -- --check"
	"data:cities|npm run --silent data:cities -- --check"
	"lint:css|npm run --silent lint:css"
	"lint:size|npm run --silent lint:size"
	"lint:cycles|npm run --silent lint:cycles"
	"lint:docs|npm run --silent lint:docs"
	"i18n|node tools/i18n/build.mjs --check"
)
jobs=${FAROL_STATIC_JOBS:-$(nproc 2>/dev/null || echo 2)}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

run_check() {
	local index=$1 command=$2 start=$SECONDS
	bash -c "$command" >"$tmp/$index.out" 2>&1
	echo "$? $((SECONDS - start))" >"$tmp/$index.status"
}

started=$SECONDS
running=0
for index in "${!checks[@]}"; do
	if [ "$running" -ge "$jobs" ]; then
		wait -n
		running=$((running - 1))
	fi
	run_check "$index" "${checks[$index]#*|}" &
	running=$((running + 1))
done
wait

failed=()
for index in "${!checks[@]}"; do
	name=${checks[$index]%%|*}
	read -r status seconds <"$tmp/$index.status"
	echo "---------- ${name} (${seconds} s) ----------"
	cat "$tmp/$index.out"
	[ "$status" -eq 0 ] && [ "$name" = lint:types ] && echo "tsc: no type errors"
	[ "$status" -eq 0 ] || failed+=("$name")
done
echo
if [ ${#failed[@]} -gt 0 ]; then
	echo "static: FAILED (${failed[*]}) in $((SECONDS - started)) s"
	exit 1
fi
echo "static: ${#checks[@]} checks passed in $((SECONDS - started)) s"
