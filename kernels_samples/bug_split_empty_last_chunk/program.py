"""A compile crash of torch 2.11 (Dynamo's fake-tensor run of `split`), fixed upstream after
2.11 (pytorch#181462, PR #181493), found by the campaign on the H100 (tools/campaign, seeds
600093, 600175, 600242, 600504: crash/runtime-error TorchRuntimeError), minimized to
`x.split(2, 0)[-1]` of an empty (0,) input.

Eager returns one empty chunk. The first call here, on a (5,) input, compiles and runs (its
module is the one this sample keeps, so the audit has the code that did compile); the
second call, on an empty (0,) input, recompiles (a size of 0 is specialized) and Dynamo's
fake-tensor run of the split decomposition raises `IndexError: list assignment index out
of range`, wrapped as `TorchRuntimeError`. torch 2.15 compiles both and agrees with eager.

Prints CASE_RESULT: eager's shapes for both inputs and the compiled run's error (or shapes).
Runs on CPU or CUDA (the crash is in Dynamo, before any backend).
"""
import json

import torch


def fn(x):
    return x.split(2, 0)[-1] * 2


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    inputs = [torch.arange(5.0, device=dev), torch.zeros(0, device=dev)]
    eager = [list(fn(x).shape) for x in inputs]
    res = {"device": dev, "eager_shapes": eager}
    compiled = torch.compile(fn)
    got = []
    try:
        for x in inputs:
            got.append(list(compiled(x).shape))
        res.update({"compiled_error": None, "same": got == eager})
    except Exception as e:
        inner = e
        # Dynamo's TorchRuntimeError keeps the original exception as its cause.
        while (getattr(inner, "inner_exception", None) or inner.__cause__) not in (None, inner):
            inner = getattr(inner, "inner_exception", None) or inner.__cause__
        res["compiled_error"] = f"{type(e).__name__}: {type(inner).__name__}"
        res["compiled_before_crash"] = got
        # Dynamo re-raises with the fake-tensor failure in its message, not as a cause.
        res["index_error"] = "list assignment index out of range" in str(e)
    print("CASE_RESULT bug_split_empty_last_chunk " + json.dumps(res))


if __name__ == "__main__":
    main()
