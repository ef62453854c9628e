"""Graph aggregation with a dynamic number of nodes and edges: index_select of source
features, scatter_reduce amax and mean into destinations, index_add of weights, a segment
softmax (gather of the per-node max)."""
import torch

INPUTS = [("h", (37, 16), "float32"), ("src", (150,), "int64"), ("dst", (150,), "int64"), ("s", (150,), "float32")]
DYNAMIC = {"h": [0], "src": [0], "dst": [0], "s": [0]}


def fn(h, src, dst, s):
    n = h.shape[0]
    src = src.clamp(0, n - 1)
    dst = dst.clamp(0, n - 1)
    m = h.index_select(0, src)
    smax = torch.full((n,), float("-inf"), device=h.device).scatter_reduce(0, dst, s, "amax", include_self=True)
    w = torch.exp(s - smax.index_select(0, dst))
    den = torch.zeros(n, device=h.device).index_add(0, dst, w)
    agg = torch.zeros_like(h).index_add(0, dst, m * (w / den.index_select(0, dst)).unsqueeze(1))
    mx = torch.zeros_like(h).scatter_reduce(0, dst.unsqueeze(1).expand(-1, 16), m, "amax", include_self=False)
    mean = torch.zeros_like(h).scatter_reduce(0, dst.unsqueeze(1).expand(-1, 16), m, "mean", include_self=False)
    return agg, mx, mean
