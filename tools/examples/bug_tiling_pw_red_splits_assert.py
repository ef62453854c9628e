"""pytorch#197077 (open; fix PR #197078), found by the campaign on the H100 with torch 2.11
(tools/campaign, seeds 100024, 100170, 100475: crash/compile-error AssertionError), minimized
from seed 100024 to these three statements.

A reduction (`var`) over a chunk of x and a pointwise reshape of the whole x, both dynamic
in dims 0 and 2, are scheduled together; the Triton backend's memory-coalescing analysis
(`tiling_utils.get_pw_red_splits`, reached from `SIMDScheduling.codegen_node ->
analyze_memory_coalescing`) asserts that the pointwise node's size equals the reduction
kernel's pointwise * reduction numel, which does not hold for the reshape. Compilation
fails with `InductorError: AssertionError`. With the analysis off
(`triton.coalesce_tiling_analysis = False`) the same program compiles and agrees with
eager: that module is the one this sample keeps (the crashing compile writes none). The
C++ backend (CPU) compiles it either way.

Prints CASE_RESULT: the default compile's error and whether the workaround agrees.
"""
import json
import traceback

import torch


def fn(x):
    v0 = x.chunk(3, 0)[-1]
    v1 = x.reshape(x.shape[0], -1)
    return v1, v0.var(1)


def inputs(dev):
    x = torch.randn(6, 17, 12, generator=torch.Generator().manual_seed(0)).to(dev)
    torch._dynamo.maybe_mark_dynamic(x, 0)
    torch._dynamo.maybe_mark_dynamic(x, 2)
    return x


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    want = fn(inputs(dev))
    res = {"device": dev}
    try:
        torch.compile(fn)(inputs(dev))
        res["default_error"] = None
    except Exception as e:
        tb = "".join(traceback.format_exception(type(e), e, e.__traceback__))
        inner = e
        # InductorError keeps the original exception as `inner_exception`.
        while (getattr(inner, "inner_exception", None) or inner.__cause__) not in (None, inner):
            inner = getattr(inner, "inner_exception", None) or inner.__cause__
        res["default_error"] = f"{type(e).__name__}: {type(inner).__name__}"
        res["in_get_pw_red_splits"] = "get_pw_red_splits" in tb
    torch._dynamo.reset()
    with torch._inductor.config.patch({"triton.coalesce_tiling_analysis": False}):
        got = torch.compile(fn)(inputs(dev))
    res["workaround_same"] = all(torch.allclose(a, b, rtol=1e-4, atol=1e-5) for a, b in zip(want, got))
    print("CASE_RESULT bug_tiling_pw_red_splits_assert " + json.dumps(res))


if __name__ == "__main__":
    main()
