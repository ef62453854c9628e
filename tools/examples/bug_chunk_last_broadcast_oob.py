"""A wrong result with an out-of-bounds read in Inductor's Triton code (torch 2.11 on the
H100), found by the campaign (tools/campaign, edge profile, seed 600489) by both oracles at
once: the static audit (IA101, "load from in_ptr0 reaches element 286 of a 245-element
storage" at the compiled shapes) and the differential oracle (compiled output differs from
eager, with inf). Minimized to two statements.

`x.chunk(3, 1)[-1]` of a (5, 7, 7) input whose dims 0 and 1 are dynamic is the last chunk,
of size 7 - 2 * ceil(7 / 3) = 1 along dim 1, and broadcasts against x in the add. The kernel
reads it as if it had x's whole shape: `tl.load(in_ptr0 + (x0 + 14*((2 + ks0) // 3)))` with
x0 the flat index over all 7*s4*s40 output elements, so it reads other rows instead of
broadcasting row 6, and past the end of x (element 286 of 245).

Prints CASE_RESULT with whether eager and compiled agree.
"""
import json

import torch


def fn(x):
    v = x.chunk(3, 1)[-1]
    return v.to(torch.float16) + x


def main():
    dev = "cuda" if torch.cuda.is_available() else "cpu"
    x = torch.randn(5, 7, 7, generator=torch.Generator().manual_seed(0)).to(dev)
    want = fn(x)
    xc = x.clone()
    torch._dynamo.maybe_mark_dynamic(xc, 0)
    torch._dynamo.maybe_mark_dynamic(xc, 1)
    got = torch.compile(fn)(xc)
    same = bool(want.shape == got.shape and torch.allclose(want, got, rtol=1e-3, atol=1e-3))
    d = (want.double() - got.double()).abs()
    print("CASE_RESULT bug_chunk_last_broadcast_oob " + json.dumps({
        "device": dev, "same": same, "shape": list(got.shape),
        "rows_differing": int((d.amax(dim=(0, 2)) > 1e-3).sum()) if d.numel() else 0}))


if __name__ == "__main__":
    main()
