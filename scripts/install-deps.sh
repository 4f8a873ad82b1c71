#!/usr/bin/env bash
# install-deps.sh - installs the Debian packages bpfcoro needs to build and
# test (clang/LLVM 22 with headers and lit, libbpf, bpftool, cmake, ninja).
# Idempotent: does nothing unless one of them is missing (dpkg-query).
# Then fetches the other kernels the tests run on under qemu, with qemu and
# busybox (scripts/kernels.sh: cached, nothing installed for the kernels).
#
# Usage: install-deps.sh [series...]	the kernels to fetch (default: 6.12
#					6.1); "none" fetches none
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)

pkgs=(clang-22 llvm-22-dev libclang-22-dev llvm-22-tools libbpf-dev bpftool
      libelf-dev zlib1g-dev cmake ninja-build pkg-config)

missing=()
for p in "${pkgs[@]}"; do
	status=$(dpkg-query -W -f='${db:Status-Status}' "$p" 2>/dev/null || true)
	[[ "$status" == installed ]] || missing+=("$p")
done

if ((${#missing[@]} == 0)); then
	echo "install-deps: all ${#pkgs[@]} packages present"
else

	echo "install-deps: missing ${missing[*]}; installing"
	sudo=()
	if ((EUID != 0)); then
		sudo=(sudo)
	fi
	"${sudo[@]}" apt-get update
	DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y "${pkgs[@]}"
fi

series=("$@")
((${#series[@]} > 0)) || series=(6.12 6.1)
[[ "${series[*]}" == none ]] && exit 0
bash "$here/kernels.sh" "${series[@]}" | sed 's/^/install-deps: kernel /'
