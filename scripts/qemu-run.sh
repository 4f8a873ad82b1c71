#!/usr/bin/env bash
# qemu-run.sh - runs the kernel test suites of a build inside another kernel
# under qemu-system-x86_64 (TCG: these hosts have no nested KVM).
#
# Usage: qemu-run.sh <build dir> <vmlinuz> <out dir> [timeout seconds]
#	BPFCORO_VM_SUITES="kernel twins": only these suites (names as in
#	<out dir>/results), to rerun one suite on one kernel quickly.
#
# Packs test/vm/init, busybox-static, every kernel test binary of the build
# (test/kernel/*_test, test/kernel/link/link_test,
# test/kernel/fuzzx/fuzzx_test, examples/*/*_test) with the BPF objects
# beside it and the shared libraries ldd names into an initramfs, at the
# same absolute paths as on the host, and boots it with 2 CPUs and 2 GB.
# The guest writes the suites' output to its second serial port: <out
# dir>/results, where each suite sits between "== suite <name>" and "== rc
# <name> <exit code>", and the last line is "== done". The console (kernel
# log, init's messages) goes to <out dir>/console. Exits 0 if the guest got to
# "== done", 124 if qemu ran out of time (it is killed), else 1; the suites'
# own verdicts are for the caller to read from <out dir>/results.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=$(cd "$1" && pwd)
vmlinuz=$2
out=$3
limit=${4:-1800}

mkdir -p "$out"
out=$(cd "$out" && pwd)
stage="$out/root"
rm -rf "$stage" "$out/results" "$out/console" "$out/initramfs.cpio"
mkdir -p "$stage"/{bin,dev,proc,sys,tmp,etc}

busybox=/bin/busybox
# The applet list is read whole first: busybox writes it one name per
# write(), so `busybox --list | grep -q` under pipefail fails with SIGPIPE
# whenever grep finds its line and exits before busybox is done (seen on a
# loaded host, where it stopped every guest suite).
applets=$("$busybox" --list 2>/dev/null) || applets=
if ! grep -qx poweroff <<<"$applets" || ldd "$busybox" >/dev/null 2>&1; then
	echo "qemu-run: $busybox is not busybox-static (apt-get install busybox-static)" >&2
	exit 1
fi
cp "$busybox" "$stage/bin/busybox"
cp "$root/test/vm/init" "$stage/init"
chmod +x "$stage/init"

# Every file goes in at its own absolute path: the binaries, what the
# dynamic loader needs for them (ldd) and their BPF objects. Collected first
# and copied in one go (a cp per fuzz object took minutes on a busy host).
files="$out/files"
: >"$files"
copy_with_libs() {
	echo "$1" >>"$files"
	ldd "$1" 2>/dev/null | grep -oE '/[^ ]+' | grep -vx "$1" >>"$files" || true
}

# The suites, in the order the guest runs them: "<name> <binary>" lines.
suites="$stage/etc/suites"
: >"$suites"
add_suite() {
	[[ -x "$2" ]] || return 0
	if [[ -n "${BPFCORO_VM_SUITES:-}" && " $BPFCORO_VM_SUITES " != *" $1 "* ]]; then
		return 0
	fi
	copy_with_libs "$2"
	echo "$1 $2" >>"$suites"
}
add_suite kernel "$build/test/kernel/coro_test"
add_suite reload "$build/test/kernel/reload_test"
add_suite await "$build/test/kernel/await_test"
add_suite link "$build/test/kernel/link/link_test"
add_suite fuzz "$build/test/kernel/fuzz_test"
add_suite fuzzx "$build/test/kernel/fuzzx/fuzzx_test"
add_suite twins "$build/test/kernel/twins_test"
while IFS= read -r t; do
	add_suite "$(basename "$t")" "$t"
done < <(find "$build/examples" -path '*/CMakeFiles' -prune -o \
	      -type f -executable -name '*_test' -print 2>/dev/null | sort)
# The objects the binaries load from their own directory.
find "$build/test/kernel" "$build/examples" -maxdepth 2 -name '*.bpf.o' \
	2>/dev/null >>"$files"
sort -u "$files" | xargs -d '\n' cp -L --parents -t "$stage"

(cd "$stage" && find . -print0 | cpio --null -o -H newc --quiet) \
	>"$out/initramfs.cpio"

# The kernel's own messages stay on the console at loglevel 4 (warnings and
# worse: a BPF splat there is worth reading); panic=-1 reboots at once on a
# panic, which -no-reboot turns into qemu exiting.
# thread=single runs both vCPUs in one host thread: with a thread per vCPU,
# TCG does not keep one vCPU's view of code another vCPU is patching exact,
# and the kernel's int3-based text_poke of a static key (attaching the
# sys_enter/sys_exit tracepoints while another CPU is in a syscall) oopsed
# 6.12 with "int3" in syscall_exit_to_user_mode_prepare mid-instruction
# (seen once in a fresh-clone run of stacktrace_test).
set +e
timeout -k 10 "$limit" qemu-system-x86_64 \
	-machine q35 -accel tcg,thread=single -cpu max -smp 2 -m 2G \
	-kernel "$vmlinuz" -initrd "$out/initramfs.cpio" \
	-append "console=ttyS0 loglevel=4 panic=-1 rdinit=/init" \
	-display none -monitor none -no-reboot \
	-serial "file:$out/console" -serial "file:$out/results" \
	</dev/null
rc=$?
set -e
if ((rc == 124 || rc == 137)); then
	echo "qemu-run: the guest did not finish within ${limit}s; killed" >&2
	exit 124
fi
if ! grep -q '^== done' "$out/results" 2>/dev/null; then
	echo "qemu-run: qemu exited $rc before the guest finished; the console ends with:" >&2
	tail -n 20 "$out/console" >&2 || true
	exit 1
fi
exit 0
