"""Sampling filters with a dynamic batch and vocabulary: topk threshold, sort descending,
cumsum of sorted probabilities, a shifted mask scattered back, searchsorted on the CDF."""
import torch

INPUTS = [("logits", (3, 101), "float32"), ("u", (3,), "float32")]
DYNAMIC = {"logits": [0, 1], "u": [0]}


def fn(logits, u):
    kth = torch.topk(logits, 20, dim=-1).values.narrow(1, 19, 1)
    logits = logits.masked_fill(logits < kth, float("-inf"))
    sl, order = torch.sort(logits, descending=True, dim=-1)
    cum = sl.softmax(-1).cumsum(-1)
    drop = torch.cat([torch.zeros_like(cum.narrow(1, 0, 1), dtype=torch.bool), (cum > 0.9).narrow(1, 0, cum.shape[1] - 1)], 1)
    sl = sl.masked_fill(drop, float("-inf"))
    back = torch.empty_like(logits).scatter(1, order, sl)
    cdf = back.softmax(-1).cumsum(-1)
    tok = torch.searchsorted(cdf, u.unsqueeze(1)).clamp(max=logits.shape[1] - 1)
    return tok, back
