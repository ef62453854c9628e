"""pytorch/pytorch#143702: `as_strided` with a negative stride over an empty storage.

Eager refuses (`as_strided: Negative strides are not supported at the moment`); compiled
code reinterprets the 0-element storage as a (17, 18) view with strides (-80, 1) and
storage offset 1, and the kernel copying it out reads from before the storage start and
past its end (the issue reports a segmentation fault).

The compiled call runs in a child process so that a crash is observed, not suffered.
Prints CASE_RESULT with what eager and compiled did.
"""
import json
import subprocess
import sys

import torch


def as_strided(input, size, stride, storage_offset=0):
    return input.as_strided(size, stride, storage_offset)


ARGS = dict(size=[17, 18], stride=[-80, 1], storage_offset=1)


def compiled_child():
    out = torch.compile(as_strided)(torch.tensor([], dtype=torch.float32), ARGS["size"], ARGS["stride"], ARGS["storage_offset"])
    print("compiled returned", tuple(out.shape), tuple(out.stride()), float(out.float().sum()))


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--child":
        compiled_child()
        return
    try:
        as_strided(torch.tensor([], dtype=torch.float32), ARGS["size"], ARGS["stride"], ARGS["storage_offset"])
        eager = "returned"
    except RuntimeError as e:
        eager = "RuntimeError: " + str(e).splitlines()[0]
    child = subprocess.run([sys.executable, __file__, "--child"], capture_output=True, text=True)
    sys.stderr.write(child.stderr)
    tail = (child.stdout.strip().splitlines() or [""])[-1]
    compiled = f"exit {child.returncode}" + (f" ({tail})" if tail else "")
    print("CASE_RESULT bug_negative_stride_empty " + json.dumps({"same": False if child.returncode == 0 else None, "eager": eager, "compiled": compiled}))


if __name__ == "__main__":
    main()
