"""Recommendation features with a dynamic batch: hashed categorical ids (`remainder` by the
table size), `embedding` with a `padding_idx`, `embedding_bag` with offsets in `mean` mode
and with `per_sample_weights` in `sum` mode, a dense feature `bucketize`d against sorted
boundaries and `one_hot` encoded, a learned cross layer (DCN-style `x0 * (W x + b) + x`),
`scatter_reduce` (amax) of scores per user group, and a sigmoid / BCE loss. Eval at two batch
sizes, then a backward pass.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
DIM, TABLE, BAG_TABLE, GROUPS = 8, 97, 61, 7
BOUNDS = [-1.5, -0.5, 0.0, 0.25, 0.75, 1.5]


class Features(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(TABLE, DIM, padding_idx=0)
        self.bag_mean = nn.EmbeddingBag(BAG_TABLE, DIM, mode="mean")
        self.bag_sum = nn.EmbeddingBag(BAG_TABLE, DIM, mode="sum")
        self.register_buffer("bounds", torch.tensor(BOUNDS))
        width = 3 * DIM + len(BOUNDS) + 1
        self.cross = nn.Linear(width, width)
        self.out = nn.Linear(width, 1)

    def forward(self, raw_ids, bag_ids, offsets, bag_w, dense, group):
        ids = torch.remainder(raw_ids, TABLE)
        e = self.emb(ids).sum(1)
        bm = self.bag_mean(bag_ids, offsets)
        bs = self.bag_sum(bag_ids, offsets, per_sample_weights=bag_w)
        bucket = torch.bucketize(dense, self.bounds)
        oh = F.one_hot(bucket, len(BOUNDS) + 1).to(dense.dtype)
        x0 = torch.cat([e, bm, bs, oh], 1)
        x = x0 * self.cross(x0) + x0
        score = self.out(x).squeeze(1)
        best = torch.full((GROUPS,), -1e9, device=score.device).scatter_reduce(0, group, score, "amax", include_self=True)
        return torch.sigmoid(score), best[group] - score


def make(n, gen_dev):
    per = 3
    raw_ids = torch.randint(-500, 500, (n, 4), device=gen_dev)
    raw_ids[0, 0] = 0
    bag_ids = torch.randint(0, BAG_TABLE, (n * per,), device=gen_dev)
    offsets = torch.arange(0, n * per, per, device=gen_dev)
    bag_w = torch.rand(n * per, device=gen_dev)
    dense = torch.randn(n, device=gen_dev)
    group = torch.randint(0, GROUPS, (n,), device=gen_dev)
    return raw_ids, bag_ids, offsets, bag_w, dense, group


def main():
    torch.manual_seed(0)
    model = Features().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for n in (9, 34):
            args = make(n, DEV)
            for t in args:
                torch._dynamo.mark_dynamic(t, 0)
            got = compiled(*args)
            ref = model(*args)
            ok &= all(torch.allclose(a, r, atol=1e-5, rtol=1e-4) for a, r in zip(got, ref))
    args = make(21, DEV)
    for t in args:
        torch._dynamo.mark_dynamic(t, 0)
    target = (torch.rand(21, device=DEV) > 0.5).float()
    p, _ = compiled(*args)
    F.binary_cross_entropy(p, target).backward()
    g = model.cross.weight.grad.clone()
    model.zero_grad()
    p, _ = model(*args)
    F.binary_cross_entropy(p, target).backward()
    ok &= torch.allclose(g, model.cross.weight.grad, atol=1e-5, rtol=1e-4)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
