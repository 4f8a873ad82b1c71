#!/usr/bin/env bash
# test.sh - installs what is missing, builds bpfcoro in <repo>/build and runs
# every test suite: the compiler tests (lit on build/test/lit), the kernel
# tests (build/test/kernel/coro_test, needs root), the checker suite
# (bpfcoro-check on every built object with a coroutine) and host tests if
# any (executables in build/test/host). The kernel suites (kernel tests, twins,
# fuzz, examples; fuzzx not on 6.1) run natively and then again under
# qemu on each other kernel of the matrix (scripts/kernels.sh fetches them,
# scripts/qemu-run.sh boots them), one after the other. Prints one summary
# line per suite and per kernel, then exactly one final line "N passed, N
# failed[, N skipped]" over all of them (skipped: a test that probed the
# kernel and found a feature it needs missing). Exits non-zero if anything
# failed, the build failed or a suite did not run.
#
# Usage: test.sh [--kernel <series>]...
#	--kernel	run the guest suites on these kernels instead of the
#			default matrix (6.12 6.1); "none" runs only
#			natively. Also BPFCORO_KERNELS="6.12".
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"
lit=/usr/lib/llvm-22/bin/lit
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

kernels=${BPFCORO_KERNELS:-6.12 6.1}
# Wall-clock limit of one guest (on a 2-core host shared with other builds,
# under TCG: 6.12 about 70 s, 6.1 about 3.5 min, most of it the loads 6.1
# rejects at 1M insns).
vm_timeout=${BPFCORO_VM_TIMEOUT:-1800}
opt_kernels=()
while (($#)); do
	case $1 in
	--kernel)
		(($# >= 2)) || { echo "test.sh: --kernel needs a series" >&2; exit 2; }
		opt_kernels+=("$2")
		shift 2
		;;
	--kernel=*) opt_kernels+=("${1#--kernel=}"); shift ;;
	*) echo "test.sh: unknown argument $1" >&2; exit 2 ;;
	esac
done
((${#opt_kernels[@]} == 0)) || kernels=${opt_kernels[*]}
[[ "$kernels" != none ]] || kernels=

passed=0
failed=0
skipped=0

final_line() {
	if ((skipped)); then
		echo "$passed passed, $failed failed, $skipped skipped"
	else
		echo "$passed passed, $failed failed"
	fi
}

# suite_failed <name> <why>: a suite that broke as a whole counts as one
# failure.
suite_failed() {
	echo "FAIL $1: $2"
	failed=$((failed + 1))
}

# Only the kernels this run boots are fetched.
# shellcheck disable=SC2086
bash "$root/scripts/install-deps.sh" ${kernels:-none}

# Build as much as possible: a broken object fails its own tests below.
echo "== build"
if ! cmake -S "$root" -B "$build" -G Ninja >"$log/cmake" 2>&1; then
	cat "$log/cmake"
	suite_failed build "cmake configure failed"
	final_line
	exit 1
fi
if ! cmake --build "$build" -- -k 0; then
	suite_failed build "some targets did not build"
fi

# lit prints "  Passed : N (..%)" style lines; count what passed (Passed,
# Expectedly Failed) and what failed (Failed, Unexpectedly Passed,
# Unresolved, Timed Out). Unsupported / Skipped / Excluded are neither.
echo "== lit"
if [[ ! -x "$lit" ]]; then
	suite_failed lit "$lit not found"
elif [[ ! -f "$build/test/lit/lit.site.cfg.py" ]]; then
	suite_failed lit "no $build/test/lit/lit.site.cfg.py"
else
	set +e
	"$lit" -v "$build/test/lit" 2>&1 | tee "$log/lit"
	rc=${PIPESTATUS[0]}
	set -e
	count() {
		sed -nE "s/^[[:space:]]*($1)[[:space:]]*:[[:space:]]*([0-9]+).*/\\2/p" \
			"$log/lit" | awk '{ s += $1 } END { print s + 0 }'
	}
	lp=$(count 'Passed|Expectedly Failed')
	lf=$(count 'Failed|Unexpectedly Passed|Unresolved|Timed Out')
	lu=$(count 'Unsupported|Skipped|Excluded')
	echo "lit: $lp passed, $lf failed, $lu unsupported/skipped (exit $rc)"
	passed=$((passed + lp))
	failed=$((failed + lf))
	if ! grep -q '^Total Discovered Tests' "$log/lit"; then
		suite_failed lit "did not run any test"
	elif ((rc != 0 && lf == 0)); then
		suite_failed lit "exited $rc without a failed test"
	fi
fi

# count_output <name> <output file> <exit code>: adds up a test binary's
# output, which ends with "<name>: N passed, N failed[, N skipped]"; without
# that line it counts as one failure (or one pass if it exited 0).
count_output() {
	local name=$1 out=$2 rc=$3 line re
	re='^[A-Za-z0-9_.-]+: ([0-9]+) passed, ([0-9]+) failed(, ([0-9]+) skipped)?$'
	line=$(grep -E "$re" "$out" | tail -n 1 || true)
	if [[ -z "$line" ]]; then
		if ((rc == 0)); then
			passed=$((passed + 1))
		else
			suite_failed "$name" "exited $rc without a summary line"
		fi
		return
	fi
	[[ "$line" =~ $re ]]
	local p=${BASH_REMATCH[1]} f=${BASH_REMATCH[2]} k=${BASH_REMATCH[4]:-0}
	passed=$((passed + p))
	failed=$((failed + f))
	skipped=$((skipped + k))
	if ((rc != 0 && f == 0)); then
		suite_failed "$name" "exited $rc with no failed test"
	fi
}

# run_counted <name> <cmd...>: runs a test binary and counts its output.
run_counted() {
	local name=$1 out="$log/$1" rc
	shift
	set +e
	"$@" 2>&1 | tee "$out"
	rc=${PIPESTATUS[0]}
	set -e
	count_output "$name" "$out" "$rc"
}

# The test binaries that load BPF run as root.
sudo=()
if ((EUID != 0)); then
	sudo=(sudo)
fi

# run_built <name> <binary>: runs a test binary the build made, as
# root, and counts its output; a binary the build did not make fails.
run_built() {
	if [[ -x "$2" ]]; then
		run_counted "$1" "${sudo[@]}" "$2"
	else
		suite_failed "$1" "$2 was not built"
	fi
}

echo "== kernel"
p0=$passed f0=$failed s0=$skipped t0=$SECONDS
if [[ -x "$build/test/kernel/coro_test" ]]; then
	run_built kernel "$build/test/kernel/coro_test"
	# After resuming, the verifier gets back the bounds it needs.
	run_built reload "$build/test/kernel/reload_test"
	# Coroutines the kernel resumes: bpf_coro_sleep and its timer.
	run_built await "$build/test/kernel/await_test"
	# Two objects with a static coroutine of the same name, linked into
	# one: each coroutine's frame and pieces found by type id, both run.
	run_built link "$build/test/kernel/link/link_test"
	# Generated coroutines agree with the same C body run on the host.
	run_built fuzz "$build/test/kernel/fuzz_test"
	# The same over the extended generator's programs.
	run_built fuzzx "$build/test/kernel/fuzzx/fuzzx_test"
	# The corrected twin of every bad program in test/lit/diagnostics.
	run_built twins "$build/test/kernel/twins_test"
else
	suite_failed kernel "$build/test/kernel/coro_test was not built"
fi

# The adversarial corpus (test/corpus): every input compiled with the
# plugins (no crash, the right error at the right line, or a program that
# loads, runs as its RUN comment says and never leaves a frame RUNNING).
echo "== corpus"
run_built corpus "$build/test/corpus/corpus_test"

# Each example's test runs its coroutine and hand-split versions side by
# side (examples/<name>/<name>_test).
echo "== examples"
while IFS= read -r t; do
	run_counted "$(basename "$t")" "${sudo[@]}" "$t"
done < <(find "$build/examples" -path '*/CMakeFiles' -prune -o \
	      -type f -executable -name '*_test' -print 2>/dev/null | sort)
echo "kernel native ($(uname -r)): $((passed - p0)) passed," \
     "$((failed - f0)) failed, $((skipped - s0)) skipped in $((SECONDS - t0))s"

# bpfcoro-check accepts every object the build made that holds a
# coroutine (its adversarial corpus runs in lit, test/lit/checker).
echo "== checker"
if [[ -x "$build/tools/bpfcoro-check/bpfcoro-check" ]]; then
	run_counted checker bash "$root/test/checker/accept-all.sh" "$build"
else
	suite_failed checker "$build/tools/bpfcoro-check/bpfcoro-check was not built"
fi

if [[ -d "$build/test/host" ]]; then
	echo "== host"
	while IFS= read -r t; do
		run_counted "$(basename "$t")" "$t"
	done < <(find "$build/test/host" -path '*/CMakeFiles' -prune -o \
		      -type f -executable -print | sort)
fi

# Kernels under qemu. Each guest runs the same binaries (scripts/qemu-run.sh
# lists them); its results file holds each suite's output between
# "== suite <name>" and "== rc <name> <code>". A suite the guest never got to
# counts as one failure, so does a guest that did not finish.
vm_suites=(kernel reload await link fuzz twins)
while IFS= read -r t; do
	vm_suites+=("$(basename "$t")")
done < <(find "$build/examples" -path '*/CMakeFiles' -prune -o \
	      -type f -executable -name '*_test' -print 2>/dev/null | sort)
for k in $kernels; do
	echo "== kernel $k (qemu)"
	p0=$passed f0=$failed s0=$skipped t0=$SECONDS
	if ! info=$(bash "$root/scripts/kernels.sh" "$k"); then
		suite_failed "kernel-$k" "could not fetch the kernel (scripts/kernels.sh $k)"
		continue
	fi
	vmlinuz=$(awk '{ print $2 }' <<<"$info")
	vmdir="$build/kernels/$k"
	# The extended fuzz programs on every kernel but 6.1, whose verifier,
	# under TCG, takes minutes on each it walks to its limits (and refuses
	# two of the first 600 that load as plain C: docs/usage.md).
	suites=("${vm_suites[@]}")
	[[ $k == 6.1 ]] || suites+=(fuzzx)
	set +e
	# Every suite: one left out would count as a failure below.
	BPFCORO_VM_SUITES="${suites[*]}" bash "$root/scripts/qemu-run.sh" "$build" "$vmlinuz" "$vmdir" "$vm_timeout"
	vrc=$?
	set -e
	# The serial line turns each \n into \r\n.
	res="$log/vm-$k-results"
	tr -d '\r' <"$vmdir/results" >"$res" 2>/dev/null || : >"$res"
	for name in "${suites[@]}"; do
		out="$log/vm-$k-$name"
		awk -v n="$name" '$0 == "== suite " n { on = 1; next }
			on && index($0, "== rc " n " ") == 1 { exit }
			on { print }' "$res" 2>/dev/null >"$out" || true
		rc=$(sed -n "s/^== rc $name \([0-9]*\)\$/\1/p" "$res" 2>/dev/null | tail -n 1)
		if [[ -z "$rc" ]]; then
			suite_failed "$k/$name" "the guest did not run it to the end"
			continue
		fi
		# Only what is worth reading: failures, skips and the summary.
		grep -E '^(FAIL|SKIP|skipped)|^ +|: [0-9]+ passed' "$out" | sed "s|^|$k: |" || true
		count_output "$k/$name" "$out" "$rc"
	done
	if ((vrc == 124)); then
		suite_failed "kernel-$k" "qemu timed out after ${vm_timeout}s (console: $vmdir/console)"
	elif ((vrc != 0)); then
		suite_failed "kernel-$k" "the guest did not finish (qemu-run exited $vrc; console: $vmdir/console)"
	fi
	echo "kernel $k ($(sed -n 's/^== kernel //p' "$res" 2>/dev/null | head -n 1)):" \
	     "$((passed - p0)) passed, $((failed - f0)) failed," \
	     "$((skipped - s0)) skipped in $((SECONDS - t0))s"
done

final_line
((failed == 0))
