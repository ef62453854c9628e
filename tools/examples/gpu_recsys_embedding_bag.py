"""A recommendation-style model on CUDA with a dynamic batch: EmbeddingBag (sum, with
offsets) over sparse ids, dense features through an MLP, pairwise dot-product feature
interaction (bmm, the upper triangle taken with triu_indices), sigmoid and BCE loss;
eval forward, then a backward pass.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

DIM = 16


class DLRM(nn.Module):
    def __init__(self):
        super().__init__()
        self.tables = nn.ModuleList([nn.EmbeddingBag(n, DIM, mode="sum") for n in (50, 120, 33)])
        self.bottom = nn.Sequential(nn.Linear(8, 32), nn.ReLU(), nn.Linear(32, DIM), nn.ReLU())
        self.top = nn.Sequential(nn.Linear(DIM + 6, 16), nn.ReLU(), nn.Linear(16, 1))
        self.register_buffer("iu", torch.triu_indices(4, 4, 1), persistent=False)

    def forward(self, dense, ids, offsets):
        feats = [self.bottom(dense)] + [t(i, o) for t, i, o in zip(self.tables, ids, offsets)]
        z = torch.stack(feats, 1)
        inter = torch.bmm(z, z.transpose(1, 2))[:, self.iu[0], self.iu[1]]
        return self.top(torch.cat([feats[0], inter], 1)).squeeze(1)


def batch(n, dev):
    ids, offs = [], []
    for rows in (50, 120, 33):
        lens = torch.randint(1, 4, (n,))
        ids.append(torch.randint(0, rows, (int(lens.sum()),), device=dev))
        offs.append(torch.cat([torch.zeros(1, dtype=torch.long), lens.cumsum(0)[:-1]]).to(dev))
    return torch.randn(n, 8, device=dev), ids, offs


def main():
    torch.manual_seed(0)
    model = DLRM().cuda()
    compiled = torch.compile(model, dynamic=True)
    ok = True
    with torch.no_grad():
        for n in (9, 31):
            d, i, o = batch(n, "cuda")
            ok &= torch.allclose(compiled(d, i, o), model(d, i, o), atol=3e-3, rtol=3e-3)
    d, i, o = batch(17, "cuda")
    F.binary_cross_entropy_with_logits(compiled(d, i, o), torch.rand(17, device="cuda")).backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
