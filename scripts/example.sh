#!/usr/bin/env bash
# example.sh - installs what is missing, builds bpfcoro in <repo>/build and
# runs the hello example (examples/hello): a BPF coroutine suspending in one
# program run and resuming in the next. Needs root (or sudo) to load BPF.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"

bash "$root/scripts/install-deps.sh" none # the example runs on this kernel only
cmake -S "$root" -B "$build" -G Ninja
cmake --build "$build"

sudo=()
if ((EUID != 0)); then
	sudo=(sudo)
fi
"${sudo[@]}" "$build/examples/hello/hello"
