"""A graph neural network on the CPU with a dynamic number of nodes and edges, trained one
step: messages gathered along edges (`index_select` of source nodes), edge MLP, per-node
aggregation with `scatter_reduce` (amax and mean) and `index_add_`, a segment softmax over
incoming edges (max subtracted per destination), degree normalisation, residual GraphNorm.
"""
import os

import torch
import torch.nn as nn

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
D = 32


class GNNLayer(nn.Module):
    def __init__(self):
        super().__init__()
        self.msg = nn.Sequential(nn.Linear(2 * D + 4, D), nn.SiLU(), nn.Linear(D, D))
        self.att = nn.Linear(D, 1)
        self.upd = nn.Linear(3 * D, D)
        self.norm = nn.LayerNorm(D)

    def forward(self, h, src, dst, efeat):
        n = h.shape[0]
        m = self.msg(torch.cat([h.index_select(0, src), h.index_select(0, dst), efeat], -1))
        score = self.att(m).squeeze(-1)
        smax = torch.full((n,), float("-inf"), device=h.device).scatter_reduce(0, dst, score, "amax", include_self=True)
        w = torch.exp(score - smax[dst])
        denom = torch.zeros(n, device=h.device).index_add_(0, dst, w) + 1e-9
        w = w / denom[dst]
        summed = torch.zeros_like(h).index_add_(0, dst, m * w[:, None])
        mx = torch.zeros_like(h).scatter_reduce(0, dst[:, None].expand(-1, D), m, "amax", include_self=False)
        deg = torch.zeros(n, device=h.device).index_add_(0, dst, torch.ones_like(score)).clamp(min=1)
        mean = torch.zeros_like(h).scatter_reduce(0, dst[:, None].expand(-1, D), m, "mean", include_self=False)
        out = self.upd(torch.cat([summed, mx, mean / deg.sqrt()[:, None]], -1))
        return self.norm(h + torch.relu(out))


class GNN(nn.Module):
    def __init__(self):
        super().__init__()
        self.inp = nn.Linear(8, D)
        self.layers = nn.ModuleList([GNNLayer(), GNNLayer()])
        self.out = nn.Linear(D, 3)

    def forward(self, x, src, dst, efeat):
        h = self.inp(x)
        for layer in self.layers:
            h = layer(h, src, dst, efeat)
        return self.out(h)


def graph(n, e):
    x = torch.randn(n, 8, device=DEV)
    src = torch.randint(0, n, (e,), device=DEV)
    dst = torch.randint(0, n, (e,), device=DEV)
    return x, src, dst, torch.randn(e, 4, device=DEV)


def main():
    torch.manual_seed(0)
    model = GNN().to(DEV)
    compiled = torch.compile(model)
    ok = True
    for n, e in ((37, 150), (61, 301)):
        x, src, dst, ef = graph(n, e)
        for t in (x, src, dst, ef):
            torch._dynamo.mark_dynamic(t, 0)
        y = compiled(x, src, dst, ef)
        y.square().mean().backward()
        g = model.inp.weight.grad.clone()
        model.zero_grad()
        ref = model(x, src, dst, ef)
        ref.square().mean().backward()
        ok &= torch.allclose(y, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, model.inp.weight.grad, atol=1e-3, rtol=1e-3)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
