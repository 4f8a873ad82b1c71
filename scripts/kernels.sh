#!/usr/bin/env bash
# kernels.sh - fetches the Debian 12 kernels the test command also runs the
# kernel suites on (under qemu) and the host tools that needs (qemu-system-x86,
# busybox-static, cpio). Idempotent and cached: each kernel is unpacked once
# into $BPFCORO_KERNEL_CACHE (default ~/.cache/bpfcoro/kernels, outside
# build/ so a clean build keeps it) as <cache>/<series>/vmlinuz; nothing is
# installed on the host for the kernels themselves (apt-get download +
# dpkg-deb -x).
#
# Usage: kernels.sh [series...]	(default: 6.12 6.1)
# Prints "<series> <path to vmlinuz> <package version>" per kernel.
set -euo pipefail

cache=${BPFCORO_KERNEL_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/bpfcoro/kernels}
series=("$@")
((${#series[@]})) || series=(6.12 6.1)

sudo=()
if ((EUID != 0)); then
	sudo=(sudo)
fi

tools=(qemu-system-x86 busybox-static cpio)
missing=()
for p in "${tools[@]}"; do
	status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[[ "$status" == installed ]] || missing+=("$p")
done
updated=0
if ((${#missing[@]})); then
	echo "kernels: installing ${missing[*]}" >&2
	"${sudo[@]}" apt-get update >&2
	updated=1
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y \
		--no-install-recommends "${tools[@]}" >&2
fi

# The package name pattern of each series: the generic amd64 flavour (not
# cloud or rt): what a Debian 12 machine boots by default.
pattern() {
	case $1 in
	6.1) echo '^linux-image-6\.1\.0-[0-9]+-amd64-unsigned$' ;;
	6.12) echo '^linux-image-6\.12\.[0-9]+\+deb12-amd64-unsigned$' ;;
	*) return 1 ;;
	esac
}

# newest <series>: the newest package of the series apt knows about.
newest() {
	apt-cache search --names-only "$(pattern "$1")" | awk '{ print $1 }' |
		sort -V | tail -n 1
}

mkdir -p "$cache"
for s in "${series[@]}"; do
	if ! pattern "$s" >/dev/null; then
		echo "kernels: unknown series $s (known: 6.12 6.1)" >&2
		exit 2
	fi
	dir="$cache/$s"
	if [[ -f "$dir/vmlinuz" && -f "$dir/package" ]]; then
		echo "$s $dir/vmlinuz $(cat "$dir/package")"
		continue
	fi
	pkg=$(newest "$s")
	if [[ -z "$pkg" && $updated == 0 ]]; then
		"${sudo[@]}" apt-get update >&2
		updated=1
		pkg=$(newest "$s")
	fi
	if [[ -z "$pkg" ]]; then
		echo "kernels: apt knows no package for $s ($(pattern "$s"))" >&2
		exit 1
	fi
	tmp=$(mktemp -d "$cache/.dl.XXXXXX")
	(cd "$tmp" && apt-get download "$pkg" >&2)
	dpkg-deb -x "$tmp"/*.deb "$tmp/root"
	img=$(find "$tmp/root/boot" -name 'vmlinuz-*' | head -n 1)
	if [[ -z "$img" ]]; then
		echo "kernels: no boot/vmlinuz-* in $pkg" >&2
		rm -rf "$tmp"
		exit 1
	fi
	rm -rf "$dir"
	mkdir -p "$dir"
	cp "$img" "$dir/vmlinuz"
	cfg=$(find "$tmp/root/boot" -name 'config-*' | head -n 1)
	[[ -z "$cfg" ]] || cp "$cfg" "$dir/config"
	ver=$(dpkg-deb -f "$tmp"/*.deb Version)
	echo "$pkg $ver" >"$dir/package"
	rm -rf "$tmp"
	echo "$s $dir/vmlinuz $pkg $ver"
done
