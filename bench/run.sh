#!/usr/bin/env bash
# run.sh - the benchmark command: what a coroutine costs against the
# hand-split program, measured in one run. Installs what is missing
# (gnuplot-nox too), builds the plugins into <repo>/build if needed, then
#
#   - compiles every benchmark program and example with both plugins,
#   - loads each into the running kernel's verifier (BPF_LOG_STATS) for
#     processed insns, peak states, xlated and jited sizes, frame bytes,
#   - times BPF_PROG_TEST_RUN (repeat >= 100000, median of >= 5 rounds,
#     coroutine and baseline rounds interleaved) in ns per run,
#   - times clang-22 on each coroutine source with and without the plugins,
#   - compiles the same functions as C++20 coroutines (clang++-22) for the
#     frame-size anchor,
#
# and writes bench/RESULTS.md and bench/scaling.png. Needs root (or sudo) to
# load BPF. Takes a few minutes on 2 cores. Not part of scripts/test.sh: no
# test depends on these timings.
#
# Environment: BENCH_ROUNDS (runtime rounds, default 11, at least 5),
# BENCH_REPEAT (runs per round, default 100000, at least 100000),
# BENCH_COMPILE_ROUNDS (default 11, at least 5), BENCH_BUILD (build dir),
# BENCH_BASELINE_PASSES (a BPFCoroPasses.so of another revision, e.g. the
# one before a compile-time change: every compile is then also timed with
# it, interleaved with the others, as the "before" column; its label in
# BENCH_BASELINE_LABEL).
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bench="$root/bench"
build=${BENCH_BUILD:-$root/build}
baseline=${BENCH_BASELINE_PASSES:-}
baseline_label=${BENCH_BASELINE_LABEL:-$baseline}
[[ -z $baseline || -f $baseline ]] || { echo "run.sh: no $baseline" >&2; exit 1; }
load_start=$(cut -d' ' -f1-3 /proc/loadavg)
out="$build/bench"
rounds=${BENCH_ROUNDS:-11}
repeat=${BENCH_REPEAT:-100000}
crounds=${BENCH_COMPILE_ROUNDS:-11}
((rounds >= 5)) || rounds=5
((repeat >= 100000)) || repeat=100000
((crounds >= 5)) || crounds=5

# Scaling: N suspension points (seq) and N live values (live).
seq_ns=(1 10 100 1000)
live_ns=(1 10 30 100 1000)
# The resume value every run passes in (any value with no short cycle).
IN=0x9e3779b97f4a7c15

# The examples: name, the hand-split version's state struct, and how to
# time them (XDP packets "udp4:PORT ...", or "n/a: why").
examples=(portknock mapscan stacktrace)
declare -A ex_state=(
	[portknock]=knock_state [mapscan]=scan_state [stacktrace]=pending_trace)
declare -A ex_run=(
	[portknock]="udp4:80 udp4:7001"
	[mapscan]="n/a: resumed by a bpf_timer callback; its SEC(\"syscall\") start program cannot be test-run with repeat (the kernel refuses repeat for syscall programs) and every start begins a new scan"
	[stacktrace]="n/a: raw_tp programs (test-run once, no repeat or duration), and a resume needs the sys_exit of the task that entered")
declare -A ex_counters=([portknock]=stats)
declare -A ex_input=(
	[udp4:80]="UDP to a wrong port (start + resume, reset)"
	[udp4:7001]="UDP to the first knock port (alternately suspends and resets)")

sudo=()
((EUID == 0)) || sudo=(sudo)

say() { echo "== $*" >&2; }

# ---- set up ----------------------------------------------------------------
bash "$root/scripts/install-deps.sh" >&2
if ! command -v gnuplot >/dev/null; then
	say "installing gnuplot-nox"
	"${sudo[@]}" apt-get update >&2
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y gnuplot-nox >&2
fi
if [[ ! -f "$build/CMakeCache.txt" ]]; then
	say "configuring $build"
	cmake -S "$root" -B "$build" -G Ninja >&2
fi
say "building the plugins"
cmake --build "$build" --target BPFCoroClang BPFCoroPasses >&2

rm -rf "$out"
mkdir -p "$out/bin" "$out/obj" "$out/gen" "$out/log" "$out/xlated" "$out/anchor"
cc -O2 -Wall -Wextra -o "$out/bin/benchrun" "$bench/benchrun.c" -lbpf
cc -O2 -Wall -Wextra -o "$out/bin/gen" "$bench/gen.c"
benchrun=("${sudo[@]}" "$out/bin/benchrun")

multiarch=$(gcc -print-multiarch)
plugins=(-fplugin="$build/clang-plugin/BPFCoroClang.so"
	 -fpass-plugin="$build/lib/BPFCoroPasses.so")
bpf_flags=(--target=bpf -O2 -g -mcpu=v3 -Wall "-I/usr/include/$multiarch"
	   "-I$root/runtime" "-I$bench/progs")
# Without the plugins: the same source, bpf_coro.h's guard satisfied, the
# markers left as extern calls (nothing is split). Only timed, never loaded.
# The stack limit raised: unsplit, live 100's hundred values are spilled
# around the marker call, over BPF's 512 bytes (the limit is only checked,
# it changes no code).
noplug_flags=(-D__BPF_CORO_PLUGIN__=1 -Wno-unknown-attributes
	      -mllvm -bpf-stack-size=8192)

declare -A R	# every result, by key

# compile NAME SRC [EXTRA_FLAGS...]: $out/obj/NAME.bpf.o with both plugins,
# the frame remark in $out/log/NAME.log. Fails with the first error line in
# R[NAME.error].
compile() {
	local name=$1 src=$2
	shift 2
	if clang-22 "${bpf_flags[@]}" -Werror "${plugins[@]}" "$@" \
		-Rpass-analysis=bpf-coro-split -c "$src" \
		-o "$out/obj/$name.bpf.o" 2>"$out/log/$name.log"; then
		R[$name.bound]=$(sed -nE 's/.*live-set bound ([0-9]+) bytes.*/\1/p' \
			"$out/log/$name.log" | head -1)
		return 0
	fi
	R[$name.error]=$(grep -m1 'error:' "$out/log/$name.log" |
		sed -E 's/^[^ ]* error: //' | cut -c1-150)
	return 1
}

# stats NAME [STRUCT...]: verifier and size figures into $out/log/NAME.stats.
stats() {
	local name=$1
	shift
	if ! "${benchrun[@]}" stats -d "$out/xlated" "$out/obj/$name.bpf.o" "$@" \
		>"$out/log/$name.stats" 2>&1; then
		R[$name.error]="load failed: $(grep -m1 load_failed \
			"$out/log/$name.stats" | cut -c1-150)"
		return 1
	fi
}

# pstat NAME PROG KEY: one figure of program PROG from NAME's stats.
pstat() {
	awk -v p="$2" -v k="$3" '$1 == "prog" && $2 == p {
		for (i = 3; i < NF; i += 2) if ($i == k) print $(i + 1) }' \
		"$out/log/$1.stats"
}
progs_of() { awk '$1 == "prog" { print $2 }' "$out/log/$1.stats"; }
frame_of() { awk '$1 == "frame" { print $3; exit }' "$out/log/$1.stats"; }
struct_of() {
	awk -v s="$2" '$1 == "struct" && $2 == s && $3 > 0 { print $3 }' \
		"$out/log/$1.stats"
}
map_of() { awk -v m="$2" '$1 == "map" && $2 == m { print $6 }' "$out/log/$1.stats"; }

# ratio A B [DIGITS]: A / B, or "n/a".
ratio() {
	awk -v a="$1" -v b="$2" -v d="${3:-2}" 'BEGIN {
		if (a == "" || b == "" || b + 0 == 0) print "n/a";
		else printf "%.*fx\n", d, a / b }'
}
# verdict VALUE LIMIT: "met" if VALUE <= LIMIT (numbers; "n/a" passes through).
verdict() {
	awk -v v="$1" -v l="$2" 'BEGIN {
		if (v == "n/a" || v == "") print "n/a";
		else print (v + 0 <= l + 0 ? "**met**" : "**missed**") }'
}

# ---- compile ---------------------------------------------------------------
say "compiling the benchmark programs"
for p in steps steps_handsplit steps_call steps_claim steps_percpu steps_handsplit_percpu empty; do
	compile "$p" "$bench/progs/$p.bpf.c" || {
		echo "run.sh: $p.bpf.c: ${R[$p.error]}" >&2
		exit 1
	}
done

# The same coroutine with start and resume kept BPF-to-BPF calls (by
# default they are inlined into the driver; docs/usage.md).
compile steps_calls "$bench/progs/steps.bpf.c" -mllvm -bpf-coro-inline=never || {
	echo "run.sh: steps_calls: ${R[steps_calls.error]}" >&2
	exit 1
}

# The same coroutine publishing with a store-release (-mcpu=v4, kernels
# from 6.15 on; docs/usage.md section 1): timed only where it loads.
compile steps_release "$bench/progs/steps.bpf.c" -mcpu=v4 \
	-mllvm -bpf-coro-publish=release || {
	echo "run.sh: steps_release: ${R[steps_release.error]}" >&2
	exit 1
}

for n in "${seq_ns[@]}"; do
	for v in coro handsplit; do
		"$out/bin/gen" seq "$n" "$v" >"$out/gen/seq_${n}_$v.bpf.c"
		compile "seq_${n}_$v" "$out/gen/seq_${n}_$v.bpf.c" || true
	done
	"$out/bin/gen" seq "$n" cpp >"$out/gen/seq_$n.cpp"
done
for n in "${live_ns[@]}"; do
	for v in coro handsplit; do
		"$out/bin/gen" live "$n" "$v" >"$out/gen/live_${n}_$v.bpf.c"
		compile "live_${n}_$v" "$out/gen/live_${n}_$v.bpf.c" || true
	done
	"$out/bin/gen" live "$n" cpp >"$out/gen/live_$n.cpp"
done

present=()
for e in "${examples[@]}"; do
	dir="$root/examples/$e"
	if [[ ! -f "$dir/$e.bpf.c" || ! -f "$dir/${e}_handsplit.bpf.c" ]]; then
		R[$e.error]="not there yet ($e.bpf.c and ${e}_handsplit.bpf.c needed)"
		continue
	fi
	if compile "$e" "$dir/$e.bpf.c" "-I$dir" &&
		compile "${e}_handsplit" "$dir/${e}_handsplit.bpf.c" "-I$dir"; then
		present+=("$e")
	else
		R[$e.error]="does not compile: ${R[$e.error]:-${R[${e}_handsplit.error]:-}}"
	fi
done

# The same-safety baseline of portknock: the hand-split plus the claim.
compile portknock_claim "$bench/progs/portknock_claim.bpf.c" \
	"-I$root/examples/portknock" || {
	echo "run.sh: portknock_claim.bpf.c: ${R[portknock_claim.error]}" >&2
	exit 1
}

# ---- verifier and sizes ----------------------------------------------------
say "loading into the verifier"
for p in steps steps_calls steps_handsplit steps_call steps_claim steps_percpu steps_handsplit_percpu empty; do
	stats "$p" steps_state || { echo "run.sh: $p: ${R[$p.error]}" >&2; exit 1; }
done
# Refused by kernels before 6.15 (no store-release): then n/a, not a failure.
stats steps_release steps_state ||
	R[steps_release.error]="${R[steps_release.error]:-} (store-release needs 6.15)"
stats portknock_claim knock_state ||
	{ echo "run.sh: portknock_claim: ${R[portknock_claim.error]}" >&2; exit 1; }
for f in seq live; do
	declare -n ns=${f}_ns
	for n in "${ns[@]}"; do
		for v in coro handsplit; do
			[[ -f "$out/obj/${f}_${n}_$v.bpf.o" ]] &&
				{ stats "${f}_${n}_$v" "${f}_state" || true; }
		done
	done
	unset -n ns
done
loaded=()
for e in "${present[@]}"; do
	if stats "$e" "${ex_state[$e]:-none}" &&
		stats "${e}_handsplit" "${ex_state[$e]:-none}"; then
		loaded+=("$e")
	else
		R[$e.error]=${R[$e.error]:-${R[${e}_handsplit.error]:-}}
	fi
done

# With a baseline pass plugin: each example and steps compiled and loaded
# with it too, for the verifier work before / after.
if [[ -n $baseline ]]; then
	for e in steps "${loaded[@]}"; do
		src="$bench/progs/steps.bpf.c" inc=()
		[[ $e != steps ]] && src="$root/examples/$e/$e.bpf.c" inc=("-I$root/examples/$e")
		clang-22 "${bpf_flags[@]}" "${plugins[0]}" -fpass-plugin="$baseline" \
			"${inc[@]}" -c "$src" -o "$out/obj/${e}_before.bpf.o" \
			2>"$out/log/${e}_before.log" &&
			stats "${e}_before" || R[${e}_before.error]=failed
	done
fi

# ---- runtime ---------------------------------------------------------------
cpu=$(($(nproc) - 1))
say "timing test runs ($rounds rounds x $repeat runs, CPU $cpu)"
targets=(steps/steps="$out/obj/steps.bpf.o:drive:bench:$IN"
	 steps_handsplit/steps="$out/obj/steps_handsplit.bpf.o:drive:bench:$IN"
	 steps_call/steps="$out/obj/steps_call.bpf.o:drive:bench:$IN"
	 steps_claim/steps="$out/obj/steps_claim.bpf.o:drive:bench:$IN"
	 steps_percpu/steps="$out/obj/steps_percpu.bpf.o:drive:bench:$IN"
	 steps_handsplit_percpu/steps="$out/obj/steps_handsplit_percpu.bpf.o:drive:bench:$IN"
	 steps_calls/steps="$out/obj/steps_calls.bpf.o:drive:bench:$IN"
	 empty="$out/obj/empty.bpf.o:drive:bench:0")
[[ -n $baseline && -z "${R[steps_before.error]:-}" ]] &&
	targets+=(steps_before/steps="$out/obj/steps_before.bpf.o:drive:bench:$IN")
[[ -z "${R[steps_release.error]:-}" ]] &&
	targets+=(steps_release/steps="$out/obj/steps_release.bpf.o:drive:bench:$IN")
for f in seq live; do
	declare -n ns=${f}_ns
	fill=""
	[[ $f == live ]] && fill=",fill=vals"
	for n in "${ns[@]}"; do
		c="${f}_${n}_coro" h="${f}_${n}_handsplit"
		[[ -s "$out/log/$c.stats" && -s "$out/log/$h.stats" &&
			-z "${R[$c.error]:-}${R[$h.error]:-}" ]] || continue
		targets+=("$c/${f}_$n=$out/obj/$c.bpf.o$fill:drive:bench:$IN"
			  "$h/${f}_$n=$out/obj/$h.bpf.o$fill:drive:bench:$IN")
	done
	unset -n ns
done
"${benchrun[@]}" time -c "$cpu" -r "$rounds" -n "$repeat" "${targets[@]}" \
	>"$out/log/time.micro"
while read -r _ label _ v _; do
	R[$label.ns]=$v
done <"$out/log/time.micro"

for e in "${loaded[@]}"; do
	run=${ex_run[$e]:-"n/a: no test-run input defined in bench/run.sh"}
	[[ $run == n/a* ]] && continue
	for pkt in $run; do
		prog=$(progs_of "$e" | head -1)
		sum=""
		[[ -n "${ex_counters[$e]:-}" ]] && sum=",sum=${ex_counters[$e]}"
		claim=() before=()
		[[ -f "$out/obj/${e}_claim.bpf.o" ]] &&
			claim=("s/x=$out/obj/${e}_claim.bpf.o$sum:$prog:$pkt")
		[[ -n $baseline && -z "${R[${e}_before.error]:-}" ]] &&
			before=("b/x=$out/obj/${e}_before.bpf.o$sum:$prog:$pkt")
		if "${benchrun[@]}" time -c "$cpu" -r "$rounds" -n "$repeat" \
			"c/x=$out/obj/$e.bpf.o$sum:$prog:$pkt" \
			"h/x=$out/obj/${e}_handsplit.bpf.o$sum:$prog:$pkt" \
			"${claim[@]}" "${before[@]}" \
			"empty=$out/obj/empty.bpf.o:drive:raw:64" \
			>"$out/log/time.$e.$pkt" 2>&1; then
			R[$e.$pkt.s]=$(awk '$2 == "s" { print $4 }' "$out/log/time.$e.$pkt")
			R[$e.$pkt.c]=$(awk '$2 == "c" { print $4 }' "$out/log/time.$e.$pkt")
			R[$e.$pkt.b]=$(awk '$2 == "b" { print $4 }' "$out/log/time.$e.$pkt")
			R[$e.$pkt.h]=$(awk '$2 == "h" { print $4 }' "$out/log/time.$e.$pkt")
			R[$e.$pkt.e]=$(awk '$2 == "empty" { print $4 }' "$out/log/time.$e.$pkt")
		else
			R[$e.$pkt.err]=$(tail -1 "$out/log/time.$e.$pkt" | cut -c1-150)
		fi
	done
done

# ---- compile time ----------------------------------------------------------
say "timing compiles ($crounds rounds each)"
# ctime KEY SRC [FLAGS...]: median CPU ms with and without the plugins
# (and with the baseline pass plugin, when given).
ctime() {
	local key=$1 src=$2 with without before=()
	shift 2
	with="clang-22 ${bpf_flags[*]} ${plugins[*]} $* -c $src -o $out/ctime.o"
	without="clang-22 ${bpf_flags[*]} ${noplug_flags[*]} $* -c $src -o $out/ctime.o"
	[[ -n $baseline ]] &&
		before=(before "clang-22 ${bpf_flags[*]} ${plugins[0]} -fpass-plugin=$baseline $* -c $src -o $out/ctime.o")
	if "$out/bin/benchrun" ctime -r "$crounds" with "$with" "${before[@]}" \
		without "$without" >"$out/log/ctime.$key" 2>&1; then
		R[$key.cw]=$(awk '$2 == "with" { print $4 }' "$out/log/ctime.$key")
		R[$key.cn]=$(awk '$2 == "without" { print $4 }' "$out/log/ctime.$key")
		R[$key.cb]=$(awk '$2 == "before" { print $4 }' "$out/log/ctime.$key")
		R[$key.cwm]=$(awk '$2 == "with" { print $8 }' "$out/log/ctime.$key")
		R[$key.cnm]=$(awk '$2 == "without" { print $8 }' "$out/log/ctime.$key")
	fi
}
ctime steps "$bench/progs/steps.bpf.c"
for e in "${present[@]}"; do
	ctime "$e" "$root/examples/$e/$e.bpf.c" "-I$root/examples/$e"
done
for f in seq live; do
	declare -n ns=${f}_ns
	for n in "${ns[@]}"; do
		[[ -f "$out/obj/${f}_${n}_coro.bpf.o" ]] &&
			ctime "${f}_${n}_coro" "$out/gen/${f}_${n}_coro.bpf.c"
	done
	unset -n ns
done

# ---- C++20 anchor ----------------------------------------------------------
say "compiling the C++20 anchors"
anchor() {
	local key=$1 src=$2
	if clang++-22 -std=c++20 -O2 -g "-I$bench/anchor" "$src" \
		-o "$out/anchor/$key" 2>"$out/log/anchor.$key" &&
		"$out/anchor/$key" >>"$out/log/anchor.$key"; then
		R[$key.anchor]=$(awk '$1 == "anchor" { print $3 }' "$out/log/anchor.$key")
	fi
}
anchor steps "$bench/anchor/steps.cpp"
anchor portknock "$bench/anchor/knock.cpp"
for n in "${seq_ns[@]}"; do anchor "seq_${n}_coro" "$out/gen/seq_$n.cpp"; done
for n in "${live_ns[@]}"; do anchor "live_${n}_coro" "$out/gen/live_$n.cpp"; done

# ---- RESULTS.md ------------------------------------------------------------
say "writing bench/RESULTS.md"
md="$out/RESULTS.md"
goal_insns=() goal_ns=() goal_frame=()

cpu_model=$(lscpu | sed -nE 's/^Model name:[[:space:]]*//p' | head -1)
{
echo "# bpfcoro benchmarks"
echo
echo "Generated by \`bash bench/run.sh\` on $(date -u '+%Y-%m-%d %H:%M UTC'):"
echo "kernel $(uname -r), $cpu_model, $(nproc) CPUs, load average $load_start"
echo "at the start and $(cut -d' ' -f1-3 /proc/loadavg) at the end (a shared machine: other"
echo "jobs run beside it; every ratio below is against a baseline timed in the"
echo "same run, interleaved); $(clang-22 --version | head -1);"
echo "libbpf $(pkg-config --modversion libbpf 2>/dev/null || echo '?')."
echo "Every coroutine is compared with a hand-split baseline that does the"
echo "same work on the same input, measured in the same run."
echo
echo "How to read it: *processed* and *peak states* come from the verifier's"
echo "\`BPF_LOG_STATS\` line per program (the limit is 1,000,000 processed"
echo "insns); *xlated* and *jited* are the instruction counts the kernel"
echo "reports (jited: x86 instructions, disassembled with llvm-mc; bytes in"
echo "parentheses); *frame* is \`sizeof(<fn>__coro_frame)\` from BTF (20-byte"
echo "header included), *state* the hand-split version's state struct from"
echo "BTF, *bound* the compiler's live-set bound for the frame, *C++20* the"
echo "frame clang++-22 -O2 allocates for the same function written as a C++20"
echo "coroutine for the host (promise and resume/destroy pointers included)."
echo "*ns/run* is the median over $rounds interleaved rounds of"
echo "BPF_PROG_TEST_RUN with repeat = $repeat, CPU time of the test-run"
echo "call divided by repeat (the kernel's own integer \`duration\` agrees, see"
echo "build/bench/log); every run is one resume and both versions must"
echo "produce the same outputs after every round. *Compile* is the median CPU"
echo "time of \`clang-22 -O2\` over $crounds interleaved runs with both plugins"
echo "and without them on the same source."
echo
echo "## Examples: coroutine vs hand-split"
echo
echo "| example | program | processed insns | ratio | peak states | xlated insns | jited insns (bytes) |"
echo "|---|---|---|---|---|---|---|"
row() { # NAME-coro NAME-handsplit LABEL
	local c=$1 h=$2 label=$3 p r
	for p in $(progs_of "$c"); do
		r=$(ratio "$(pstat "$c" "$p" processed)" "$(pstat "$h" "$p" processed)")
		echo "| $label | $p | $(pstat "$c" "$p" processed) / $(pstat "$h" "$p" processed) | $r |" \
		     "$(pstat "$c" "$p" peak_states) / $(pstat "$h" "$p" peak_states) |" \
		     "$(pstat "$c" "$p" xlated) / $(pstat "$h" "$p" xlated) |" \
		     "$(pstat "$c" "$p" jited_insns) ($(pstat "$c" "$p" jited_bytes)) / $(pstat "$h" "$p" jited_insns) ($(pstat "$h" "$p" jited_bytes)) |"
		goal_insns+=("$label/$p ${r%x}")
	done
}
row steps steps_handsplit "steps (micro)"
for e in "${loaded[@]}"; do row "$e" "${e}_handsplit" "$e"; done
for e in "${examples[@]}"; do
	[[ " ${loaded[*]} " == *" $e "* ]] || echo "| $e | n/a: ${R[$e.error]:-?} | | | | | |"
done
echo
echo "Cells are coroutine / hand-split. Two variants of the hand-split steps"
echo "(not baselines) split the difference: steps_call (the step in a noinline"
echo "subprogram, out through a stack pointer, the call shape of"
echo "bpf_coro_resume) $(pstat steps_call drive processed) processed, $(pstat steps_call drive xlated) xlated;"
echo "steps_claim (the coroutine's compare-and-swap claim and exchange publish"
echo "added) $(pstat steps_claim drive processed) processed, $(pstat steps_claim drive xlated) xlated. The empty XDP program:"
echo "$(pstat empty drive processed) processed, $(pstat empty drive xlated) xlated."
if [[ -n $baseline ]]; then
	echo
	echo "Verifier work with the pass plugin $baseline_label (*before*) and now:"
	echo
	echo "| example | program | processed insns: before / now | now / before |"
	echo "|---|---|---|---|"
	for e in steps "${loaded[@]}"; do
		[[ -z "${R[${e}_before.error]:-}" ]] || { echo "| $e | n/a: baseline build failed | | |"; continue; }
		for p in $(progs_of "$e"); do
			echo "| $e | $p | $(pstat "${e}_before" "$p" processed) / $(pstat "$e" "$p" processed) |" \
			     "$(ratio "$(pstat "$e" "$p" processed)" "$(pstat "${e}_before" "$p" processed)") |"
		done
	done
fi
echo
echo "Against hand-splits with the same safety (the state claimed with a"
echo "compare-and-swap and published with an exchange, as the coroutine's"
echo "frame is: bench/progs/steps_claim.bpf.c, bench/progs/portknock_claim.bpf.c):"
echo
echo "| example | program | processed insns: coroutine / same-safety hand-split | ratio | xlated insns |"
echo "|---|---|---|---|---|"
srow() { # NAME-coro NAME-claim LABEL PROG
	local r
	r=$(ratio "$(pstat "$1" "$4" processed)" "$(pstat "$2" "$4" processed)")
	echo "| $3 | $4 | $(pstat "$1" "$4" processed) / $(pstat "$2" "$4" processed) | $r |" \
	     "$(pstat "$1" "$4" xlated) / $(pstat "$2" "$4" xlated) |"
	goal_safe+=("$3/$4 ${r%x}")
}
goal_safe=()
srow steps steps_claim "steps (micro)" drive
[[ " ${loaded[*]} " == *" portknock "* ]] &&
	srow portknock portknock_claim portknock portknock
echo
echo "## Frame bytes"
echo
echo "| example | frame (BTF) | live-set bound | hand-split state (BTF) | frame - state | C++20 frame |"
echo "|---|---|---|---|---|---|"
frow() { # NAME-coro STATE-BYTES LABEL
	local f=$(frame_of "$1") s=$2
	echo "| $3 | $f | ${R[$1.bound]:-?} | ${s:-?} | $(awk -v f="$f" -v s="$s" 'BEGIN { if (s == "") print "?"; else printf "%+d\n", f - s }') | ${R[$1.anchor]:-n/a} |"
	goal_frame+=("$3|$f|${s:-}|${R[$1.bound]:-}")
}
frow steps "$(struct_of steps_handsplit steps_state)" "steps (micro)"
for e in "${loaded[@]}"; do
	frow "$e" "$(struct_of "${e}_handsplit" "${ex_state[$e]:-none}")" "$e"
done
echo
echo "## Runtime: ns per run (one resume per run)"
echo
echo "| example | input | coroutine | hand-split | ratio | over the empty program: coroutine / hand-split |"
echo "|---|---|---|---|---|---|"
e0=${R[empty.ns]}
r=$(ratio "${R[steps.ns]}" "${R[steps_handsplit.ns]}" 3)
echo "| steps (micro) | in = $IN | ${R[steps.ns]} | ${R[steps_handsplit.ns]} | $r |" \
     "$(awk -v c="${R[steps.ns]}" -v h="${R[steps_handsplit.ns]}" -v e="$e0" 'BEGIN { printf "%.2f / %.2f ns\n", c - e, h - e }') |"
goal_ns+=("steps ${r%x}")
for e in "${examples[@]}"; do
	run=${ex_run[$e]:-"n/a: no test-run input defined"}
	if [[ " ${loaded[*]} " != *" $e "* ]]; then
		echo "| $e | n/a: ${R[$e.error]:-?} | | | | |"
	elif [[ $run == n/a* ]]; then
		echo "| $e | ${run} | | | | |"
	else
		for pkt in $run; do
			if [[ -n "${R[$e.$pkt.err]:-}" ]]; then
				echo "| $e | $pkt: failed: ${R[$e.$pkt.err]} | | | | |"
				continue
			fi
			r=$(ratio "${R[$e.$pkt.c]}" "${R[$e.$pkt.h]}" 3)
			echo "| $e | ${ex_input[$pkt]:-$pkt} | ${R[$e.$pkt.c]} | ${R[$e.$pkt.h]} | $r |" \
			     "$(awk -v c="${R[$e.$pkt.c]}" -v h="${R[$e.$pkt.h]}" -v e="${R[$e.$pkt.e]}" 'BEGIN { printf "%.2f / %.2f ns\n", c - e, h - e }') |"
			goal_ns+=("$e/$pkt ${r%x}")
		done
	fi
done
echo
echo "Against the same-safety hand-splits (claim and publish atomics), in the"
echo "same rounds: steps ${R[steps.ns]} / ${R[steps_claim.ns]} ns"
echo "($(ratio "${R[steps.ns]}" "${R[steps_claim.ns]}" 3)); portknock$(for pkt in ${ex_run[portknock]}; do
	printf ' %s %s / %s ns (%s);' "$pkt" "${R[portknock.$pkt.c]:-?}" "${R[portknock.$pkt.s]:-?}" \
		"$(ratio "${R[portknock.$pkt.c]:-}" "${R[portknock.$pkt.s]:-}" 3)"; done)"
echo
if [[ -n $baseline ]]; then
	echo "With the pass plugin $baseline_label (*before*), in the same rounds,"
	echo "before / now: steps ${R[steps_before.ns]:-?} / ${R[steps.ns]} ns"
	echo "($(ratio "${R[steps.ns]}" "${R[steps_before.ns]:-}" 3));$(for e in "${loaded[@]}"; do
		for pkt in ${ex_run[$e]:-}; do
			[[ $pkt == n/a* || -z "${R[$e.$pkt.b]:-}" ]] && continue
			printf ' %s %s %s / %s ns (%s);' "$e" "$pkt" "${R[$e.$pkt.b]}" "${R[$e.$pkt.c]}" \
				"$(ratio "${R[$e.$pkt.c]}" "${R[$e.$pkt.b]}" 3)"
		done; done)"
	echo
fi
echo "The empty XDP program (the test-run loop's own cost per run): $e0 ns."
echo "Where the steps coroutine's time goes, the same run: hand-split"
echo "${R[steps_handsplit.ns]} ns; + a BPF-to-BPF call (steps_call) ${R[steps_call.ns]} ns"
echo "($(ratio "${R[steps_call.ns]}" "${R[steps_handsplit.ns]}" 3)); hand-split + claim/publish atomics (steps_claim)"
echo "${R[steps_claim.ns]} ns ($(ratio "${R[steps_claim.ns]}" "${R[steps_handsplit.ns]}" 3)); coroutine ${R[steps.ns]} ns."
echo
echo "Without the claim: the same coroutine marked \`__bpf_coro_percpu\`, its"
echo "frames in a per-CPU array (bench/progs/steps_percpu.bpf.c; the compiler"
echo "proves no two runs share a frame, docs/ABI.md section 3.1), against the"
echo "hand-split with its state in a per-CPU array too, which has no claim"
echo "either (steps_handsplit_percpu.bpf.c; a per-CPU lookup costs more than an"
echo "array's): ${R[steps_percpu.ns]} / ${R[steps_handsplit_percpu.ns]} ns"
echo "($(ratio "${R[steps_percpu.ns]}" "${R[steps_handsplit_percpu.ns]}" 3)), $(pstat steps_percpu drive processed) / $(pstat steps_handsplit_percpu drive processed) processed"
echo "($(ratio "$(pstat steps_percpu drive processed)" "$(pstat steps_handsplit_percpu drive processed)" 2)), $(pstat steps_percpu drive xlated) / $(pstat steps_handsplit_percpu drive xlated) xlated insns;"
echo "the plain hand-split (array): ${R[steps_handsplit.ns]} ns."
echo
if [[ -z "${R[steps_release.error]:-}" ]]; then
	echo "Publishing with a store-release instead of an exchange (\`-mcpu=v4"
	echo "-mllvm -bpf-coro-publish=release\`, kernels from 6.15 on; docs/usage.md"
	echo "section 1), the claim kept: ${R[steps_release.ns]} ns"
	echo "($(ratio "${R[steps_release.ns]}" "${R[steps_handsplit.ns]}" 3) the hand-split, $(ratio "${R[steps_release.ns]}" "${R[steps.ns]}" 3) the coroutine publishing with an"
	echo "exchange, $(ratio "${R[steps_release.ns]}" "${R[steps_claim.ns]}" 3) the same-safety hand-split), $(pstat steps_release drive processed) processed and"
	echo "$(pstat steps_release drive xlated) xlated insns."
else
	echo "Publishing with a store-release: n/a (${R[steps_release.error]})."
fi
echo
echo "The call is most of the difference (returns go through a return thunk"
echo "on this machine), which is why start and resume are inlined into the"
echo "driver by default. Built with \`-mllvm -bpf-coro-inline=never\` (both kept"
echo "BPF-to-BPF calls), the steps coroutine costs ${R[steps_calls.ns]} ns per run"
echo "($(ratio "${R[steps_calls.ns]}" "${R[steps_handsplit.ns]}" 3) the hand-split), $(pstat steps_calls drive processed) processed and"
echo "$(pstat steps_calls drive xlated) xlated insns."
echo
echo "## Compile time (clang-22 -O2, CPU ms, median of $crounds)"
echo
echo "Other jobs on a loaded machine add noise of several percent to one"
echo "compile; the last column compares the fastest run of each side."
echo
if [[ -n $baseline ]]; then
	echo "*Before* is the same compile with the pass plugin $baseline_label"
	echo "instead, timed in the same rounds (the clang plugin is the same)."
	echo
	echo "| source | with both plugins | before | without plugins | overhead | overhead before | with / before | overhead of the fastest runs |"
	echo "|---|---|---|---|---|---|---|---|"
else
	echo "| source | with both plugins | without plugins | overhead | overhead of the fastest runs |"
	echo "|---|---|---|---|---|"
fi
pct() {
	awk -v w="$1" -v n="$2" 'BEGIN {
		if (w == "" || n == "") print "n/a"; else printf "%+.1f%%\n", (w / n - 1) * 100 }'
}
crow() {
	local o
	o=$(pct "${R[$1.cw]:-}" "${R[$1.cn]:-}")
	if [[ -n $baseline ]]; then
		echo "| $2 | ${R[$1.cw]:-n/a} | ${R[$1.cb]:-n/a} | ${R[$1.cn]:-n/a} | $o |" \
		     "$(pct "${R[$1.cb]:-}" "${R[$1.cn]:-}") | $(ratio "${R[$1.cw]:-}" "${R[$1.cb]:-}" 3) |" \
		     "$(pct "${R[$1.cwm]:-}" "${R[$1.cnm]:-}") |"
	else
		echo "| $2 | ${R[$1.cw]:-n/a} | ${R[$1.cn]:-n/a} | $o | $(pct "${R[$1.cwm]:-}" "${R[$1.cnm]:-}") |"
	fi
	if [[ $2 == "seq_1000 (generated)" ]]; then
		goal_ctime_seq+=("$2 ${o%\%}")
	elif [[ $2 != *"(generated)" ]]; then
		goal_ctime_ex+=("$2 ${o%\%}")
	fi
}
goal_ctime_ex=() goal_ctime_seq=()
crow steps "steps.bpf.c"
for e in "${present[@]}"; do crow "$e" "$e.bpf.c"; done
for f in seq live; do
	declare -n ns=${f}_ns
	for n in "${ns[@]}"; do
		[[ -n "${R[${f}_${n}_coro.cw]:-}" ]] && crow "${f}_${n}_coro" "${f}_${n} (generated)"
	done
	unset -n ns
done
echo
echo "## Scaling (generated sources, bench/gen.c)"
echo
echo "*seq N*: one coroutine with N suspension points in straight line (in an"
echo "endless loop, one 64-bit value live across each); *live N*: one"
echo "suspension point with N 32-bit values live across it (loaded from a map"
echo "before it, used after it). Each beside the same machine hand-split (a"
echo "switch on a state number in a map value). Margin: how far the"
echo "coroutine's program stays below the verifier's 1,000,000 processed insns."
echo
echo "| family | N | compile ms (with / without plugins) | frame bytes (state) | C++20 frame | processed insns coro / hs | margin to 1M | ns/run coro / hs | ratio |"
echo "|---|---|---|---|---|---|---|---|---|"
: >"$out/scaling.dat"
for f in seq live; do
	declare -n ns=${f}_ns
	for n in "${ns[@]}"; do
		c="${f}_${n}_coro" h="${f}_${n}_handsplit"
		if [[ -n "${R[$c.error]:-}" || ! -s "$out/log/$c.stats" ]]; then
			echo "| $f | $n | n/a: ${R[$c.error]:-not loaded} | | | | | | |"
			continue
		fi
		pc=$(pstat "$c" drive processed) ph=$(pstat "$h" drive processed)
		fr=$(frame_of "$c") st=$(struct_of "$h" "${f}_state")
		echo "| $f | $n | ${R[$c.cw]:-n/a} / ${R[$c.cn]:-n/a} | $fr ($st) | ${R[$c.anchor]:-n/a} |" \
		     "$pc / $ph | $((1000000 - pc)) ($(awk -v p="$pc" 'BEGIN { printf "%.2f", p / 10000 }')% used) |" \
		     "${R[$c.ns]:-n/a} / ${R[$h.ns]:-n/a} | $(ratio "${R[$c.ns]:-}" "${R[$h.ns]:-}") |"
		echo "$f $n ${R[$c.cw]:-NaN} $fr $pc ${R[$c.ns]:-NaN} ${st:-NaN} $ph ${R[$h.ns]:-NaN} ${R[$c.cn]:-NaN}" \
			>>"$out/scaling.dat"
	done
	unset -n ns
done
echo
echo "Growth per added suspension point / live value (between the smallest"
echo "and the largest N that loaded):"
echo
awk '{ k = $1; if (!(k in n0)) { n0[k] = $2; c0[k] = $3; f0[k] = $4; p0[k] = $5 }
       n1[k] = $2; c1[k] = $3; f1[k] = $4; p1[k] = $5 }
     END { for (k in n0) if (n1[k] > n0[k]) {
	d = n1[k] - n0[k];
	printf "- %s: %.2f processed insns, %.2f frame bytes, %.3f compile ms per unit (N %d to %d)\n",
		k, (p1[k] - p0[k]) / d, (f1[k] - f0[k]) / d, (c1[k] - c0[k]) / d, n0[k], n1[k] } }' \
	"$out/scaling.dat" | sort
echo
echo "![scaling](scaling.png)"
echo
echo "## Goals"
echo
echo "| goal | where we stand | verdict |"
echo "|---|---|---|"
g() { # TITLE LIMIT ENTRIES...: each entry "label value"
	local title=$1 limit=$2 worst="" all="" e l v
	shift 2
	for e in "$@"; do
		l=${e% *} v=${e##* }
		all+="$l ${v}, "
		if [[ $v != n/a && -n $v ]]; then
			if [[ -z $worst ]] || awk -v a="$v" -v b="$worst" 'BEGIN { exit !(a > b) }'; then
				worst=$v
			fi
		fi
	done
	echo "| $title | ${all%, } | $(verdict "${worst:-n/a}" "$limit") |"
}
g "verifier processed insns <= 1.0x the same-safety hand-split (steps_claim, portknock_claim)" 1.0 "${goal_safe[@]}"
g "verifier processed insns <= 1.2x the plain hand-split" 1.2 "${goal_insns[@]}"
seq_big=${seq_ns[-1]}
g "verifier processed insns <= 0.9x the hand-split at seq $seq_big" 0.9 \
	"seq_$seq_big $(r=$(ratio "$(pstat "seq_${seq_big}_coro" drive processed 2>/dev/null)" \
		"$(pstat "seq_${seq_big}_handsplit" drive processed 2>/dev/null)"); echo "${r%x}")"
g "ns per resume <= 1.05x the hand-split" 1.05 "${goal_ns[@]}"
g "the same, opted out of the claim (\`__bpf_coro_percpu\`; both in a per-CPU array)" 1.05 \
	"steps_percpu $(r=$(ratio "${R[steps_percpu.ns]:-}" "${R[steps_handsplit_percpu.ns]:-}" 3); echo "${r%x}")"
g "the same, publishing with a store-release (\`-bpf-coro-publish=release\`, 6.15 and later)" 1.05 \
	"steps_release $(r=$(ratio "${R[steps_release.ns]:-}" "${R[steps_handsplit.ns]:-}" 3); echo "${r%x}")"
fg=() fb=()
for e in "${goal_frame[@]}"; do
	IFS='|' read -r l f s b <<<"$e"
	fg+=("$l $(awk -v f="$f" -v s="$s" 'BEGIN { if (s == "") print "n/a"; else printf "%.2f\n", f / s }')")
	fb+=("$l $(awk -v f="$f" -v b="$b" 'BEGIN { if (b == "") print "n/a"; else printf "%.2f\n", f / b }')")
done
g "frame bytes == the compiler's live-set bound, the 20-byte header (<= 24) included (ratio)" 1.0 "${fb[@]}"
g "frame bytes <= the hand-split's state bytes (ratio)" 1.0 "${fg[@]}"
g "plugin compile-time overhead <= 10% on every example (percent)" 10 "${goal_ctime_ex[@]}"
g "plugin compile-time overhead <= 30% at seq 1000 (percent)" 30 "${goal_ctime_seq[@]}"
echo
echo "Raw output of every measurement: build/bench/log/; the xlated code of"
echo "every program: build/bench/xlated/."
} >"$md"
cp "$md" "$bench/RESULTS.md"

# ---- chart -----------------------------------------------------------------
say "plotting bench/scaling.png"
gnuplot <<EOF
set terminal pngcairo size 1200,900 font "sans,10" noenhanced
set output "$bench/scaling.png"
set multiplot layout 2,2 title "bpfcoro scaling: seq N = N suspension points, live N = N values live across one (dashed: hand-split)"
set logscale x
set xlabel "N"
set key top left
set grid
set xrange [0.8:1500]
set style line 1 lc rgb "#1f77b4" lw 2 pt 7
set style line 2 lc rgb "#ff7f0e" lw 2 pt 5
set style line 3 lc rgb "#1f77b4" lw 1 dt 2 pt 6
set style line 4 lc rgb "#ff7f0e" lw 1 dt 2 pt 4
d = "$out/scaling.dat"
set title "compile time (CPU ms, clang-22 -O2)"
set logscale y
plot d using (strcol(1) eq "seq" ? \$2 : NaN):3 with linespoints ls 1 title "seq, plugins", \
     d using (strcol(1) eq "live" ? \$2 : NaN):3 with linespoints ls 2 title "live, plugins", \
     d using (strcol(1) eq "seq" ? \$2 : NaN):10 with linespoints ls 3 title "seq, no plugins", \
     d using (strcol(1) eq "live" ? \$2 : NaN):10 with linespoints ls 4 title "live, no plugins"
set title "frame bytes (BTF) vs hand-split state bytes"
unset logscale y
plot d using (strcol(1) eq "seq" ? \$2 : NaN):4 with linespoints ls 1 title "seq frame", \
     d using (strcol(1) eq "live" ? \$2 : NaN):4 with linespoints ls 2 title "live frame", \
     d using (strcol(1) eq "seq" ? \$2 : NaN):7 with linespoints ls 3 title "seq state", \
     d using (strcol(1) eq "live" ? \$2 : NaN):7 with linespoints ls 4 title "live state"
set title "verifier processed insns (limit 1,000,000)"
set logscale y
plot d using (strcol(1) eq "seq" ? \$2 : NaN):5 with linespoints ls 1 title "seq coroutine", \
     d using (strcol(1) eq "live" ? \$2 : NaN):5 with linespoints ls 2 title "live coroutine", \
     d using (strcol(1) eq "seq" ? \$2 : NaN):8 with linespoints ls 3 title "seq hand-split", \
     d using (strcol(1) eq "live" ? \$2 : NaN):8 with linespoints ls 4 title "live hand-split"
set title "ns per resume (BPF_PROG_TEST_RUN, median)"
unset logscale y
set yrange [0:*]
plot d using (strcol(1) eq "seq" ? \$2 : NaN):6 with linespoints ls 1 title "seq coroutine", \
     d using (strcol(1) eq "live" ? \$2 : NaN):6 with linespoints ls 2 title "live coroutine", \
     d using (strcol(1) eq "seq" ? \$2 : NaN):9 with linespoints ls 3 title "seq hand-split", \
     d using (strcol(1) eq "live" ? \$2 : NaN):9 with linespoints ls 4 title "live hand-split"
unset multiplot
EOF

echo "bench: wrote bench/RESULTS.md and bench/scaling.png (raw data in $out)"
