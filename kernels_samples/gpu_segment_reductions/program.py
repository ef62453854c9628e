"""Segment operations on CUDA with a dynamic number of elements: scatter_reduce (amax and
mean) of values into segments, index_select and gather back, bucketize and searchsorted
against sorted boundaries, index_add of counts, a softmax within segments (segment max
subtracted through gather).
"""
import torch

SEGS = 9


def fn(values, seg, boundaries, queries):
    mx = torch.full((SEGS,), float("-inf"), device=values.device).scatter_reduce(0, seg, values, "amax", include_self=True)
    mean = torch.zeros(SEGS, device=values.device).scatter_reduce(0, seg, values, "mean", include_self=False)
    e = (values - mx.gather(0, seg)).exp()
    den = torch.zeros(SEGS, device=values.device).index_add(0, seg, e)
    soft = e / den.index_select(0, seg)
    b = torch.bucketize(queries, boundaries)
    s = torch.searchsorted(boundaries, queries, right=True)
    return mx, mean, soft, b, s


def main():
    torch.manual_seed(0)
    compiled = torch.compile(fn)
    ok = True
    boundaries = torch.linspace(-2, 2, 11, device="cuda")
    for n in (37, 150):
        values = torch.randn(n, device="cuda")
        seg = torch.randint(0, SEGS, (n,), device="cuda")
        queries = torch.randn(n, device="cuda") * 3
        torch._dynamo.mark_dynamic(values, 0)
        torch._dynamo.mark_dynamic(seg, 0)
        torch._dynamo.mark_dynamic(queries, 0)
        for a, b in zip(compiled(values, seg, boundaries, queries), fn(values, seg, boundaries, queries)):
            ok &= torch.allclose(a.float(), b.float(), atol=1e-4, rtol=1e-4, equal_nan=True)
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
