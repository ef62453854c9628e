"""A numerics difference of torch 2.11 found by the campaign on the H100 (tools/campaign,
seeds 200082, 200164, 200250, 200311: differential/numerical), minimized to
`x.to(torch.float16).to(torch.float32)` on a static (7, 2, 33) input, compiled with
`torch._inductor.config.emulate_precision_casts = True` (the campaign worker's setting).

Eager rounds every value to half and back; the compiled kernel keeps the float32 value, so
the two differ by up to one half ulp (9.1e-4 here). Inductor's joint-graph pass
`pointless_convert` ("Remove chain of dtype conversions often created by AMP") folds the
pair; on torch 2.15 (CPU, measured) the same program matches eager exactly with
`emulate_precision_casts = True` and differs by the same amount without it. Not a memory
bug: the audit has nothing to report; the differential oracle sees it.

Prints CASE_RESULT: the largest difference between eager and compiled.
"""
import json

import torch


def fn(x):
    return x.to(torch.float16).to(torch.float32)


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    torch._inductor.config.emulate_precision_casts = True
    torch.manual_seed(0)
    x = torch.randn(7, 2, 33, device=dev)
    want = fn(x)
    got = torch.compile(fn)(x)
    diff = (got - want).abs().max().item()
    print("CASE_RESULT bug_half_roundtrip_cast_folded " + json.dumps({"device": dev, "max_abs_diff": round(diff, 7), "same": diff == 0.0}))


if __name__ == "__main__":
    main()
