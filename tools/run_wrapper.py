#!/usr/bin/env python3
"""Run one Inductor wrapper module once on the GPU: `call(get_args())`, then synchronize.

    python3 tools/run_wrapper.py [--read-outputs] MODULE.py

With --read-outputs every tensor `call` returns is then summed (a reduction kernel reads each
element through the tensor's own sizes, strides and offset; `clone()` would copy a dense view
with cudaMemcpy, which memcheck does not bound-check), so a returned view that reaches past
its storage is read on the GPU, as a user of the output would read it.

Used by tools/label_mutants.py under compute-sanitizer to label the mutation test set.
The module is a captured (or mutated) program of our own: importing it compiles its
Triton kernels, so run it only on the GPU machine. Exits 0 when the call and the
synchronize succeed, 1 (the traceback on stderr) when anything raises, 2 on bad usage.
Prints the phase it reaches so a log shows whether a failure is compile or run time.
"""

import importlib.util
import sys


def main() -> int:
    argv = sys.argv[1:]
    read_outputs = "--read-outputs" in argv
    argv = [a for a in argv if a != "--read-outputs"]
    if len(argv) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    path = argv[0]
    print("run_wrapper: import (compiles the kernels)", flush=True)
    spec = importlib.util.spec_from_file_location("inductor_wrapper_under_test", path)
    if spec is None or spec.loader is None:
        print(f"run_wrapper: cannot load {path}", file=sys.stderr)
        return 2
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)

    import torch

    print("run_wrapper: get_args", flush=True)
    args = module.get_args()
    print("run_wrapper: call", flush=True)
    # Module-level `call` is usually `runner.call`, a bound method; either form takes the list.
    outputs = module.call(args)
    torch.cuda.synchronize()
    if read_outputs:
        print("run_wrapper: read outputs", flush=True)
        for out in outputs if isinstance(outputs, (list, tuple)) else [outputs]:
            if isinstance(out, torch.Tensor) and out.is_cuda:
                out.sum()
        torch.cuda.synchronize()
    print("run_wrapper: ok", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
