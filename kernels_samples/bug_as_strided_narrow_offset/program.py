"""A silent wrong result of torch 2.11, gone in 2.15, found by the campaign on the H100
(tools/campaign, seed 100692: differential/numerical, max difference 3.15), reduced by hand
(campaign/gpu-2.11/repro/as_strided_narrow_variants.py) to two views: `as_strided` of a
`narrow`ed input whose size is dynamic.

Eager's `as_strided` without a storage offset keeps the view's own offset (1 here: the
narrow starts at element 1); the 2.11 compiled code returns the view at offset 0, so every
element is the one before it. Static shapes are right; the same happens on the 2.11 CPU
backend. No issue found for 2.11; the class is pytorch#104505 / #93562 (as_strided of a
view composed with the view's offset). Every access is in bounds: the bounds audit has
nothing to report here.

Prints CASE_RESULT with whether eager and compiled agree and both storage offsets.
"""
import json

import torch


def fn(x):
    v = x.narrow(0, 1, x.shape[0] - 2)
    return v.as_strided(((x.shape[0] - 2) // 3, 2), (3, 1))


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    x = torch.arange(12.0, device=dev)
    want = fn(x)
    xc = x.clone()
    torch._dynamo.maybe_mark_dynamic(xc, 0)
    got = torch.compile(fn)(xc)
    print("CASE_RESULT bug_as_strided_narrow_offset " + json.dumps({
        "device": dev, "same": bool(want.shape == got.shape and torch.equal(want, got)),
        "eager": want.tolist(), "compiled": got.tolist(),
        "eager_offset": want.storage_offset(), "compiled_offset": got.storage_offset()}))


if __name__ == "__main__":
    main()
