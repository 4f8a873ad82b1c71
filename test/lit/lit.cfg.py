# lit configuration for bpfcoro's compiler tests (lit and FileCheck from
# llvm-22-tools). Substitutions:
#   %clang_bpf   clang-22 for BPF with both plugins, -O2 -g -mcpu=v3
#   %clang_verify  %clang_bpf compiling to nowhere under -Xclang -verify
#   %opt_coro    opt with the pass plugin loaded
#   %bpfcoro_runtime  the folder holding bpf_coro.h
import os
import lit.formats

config.name = "bpfcoro"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".c", ".ll"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.bpfcoro_obj_root, "test/lit")

config.environment["PATH"] = os.pathsep.join(
    [config.llvm_tools_dir, config.environment.get("PATH", os.environ.get("PATH", ""))])
for tool in ("bpftool",):
    for d in ("/usr/sbin", "/sbin", "/usr/bin"):
        if os.path.exists(os.path.join(d, tool)):
            config.substitutions.append(("%" + tool, os.path.join(d, tool)))
            break

runtime = os.path.join(config.bpfcoro_src_root, "runtime")
config.substitutions.append(("%bpfcoro_runtime", runtime))
config.substitutions.append((
    "%clang_bpf",
    "%s --target=bpf -O2 -g -mcpu=v3 -fplugin=%s -fpass-plugin=%s -I%s -I%s"
    % (config.bpfcoro_clang, config.clang_plugin, config.pass_plugin, runtime,
       config.multiarch_include)))
config.substitutions.append((
    "%clang_verify",
    "%s --target=bpf -O2 -g -mcpu=v3 -fplugin=%s -fpass-plugin=%s -I%s -I%s -c -o /dev/null -Xclang -verify"
    % (config.bpfcoro_clang, config.clang_plugin, config.pass_plugin, runtime,
       config.multiarch_include)))
config.substitutions.append((
    "%opt_coro",
    "%s -load-pass-plugin=%s" % (os.path.join(config.llvm_tools_dir, "opt"), config.pass_plugin)))
