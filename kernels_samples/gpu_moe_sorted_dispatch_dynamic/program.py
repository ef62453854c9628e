"""A sorted-dispatch mixture-of-experts layer with a dynamic token count: softmax router,
top-2 experts per token (`topk`), the (token, expert) pairs grouped by expert with a stable
`argsort`, per-expert counts by `scatter_add` of ones and their `cumsum` offsets, each
pair's rank inside its expert (position minus its expert's offset) giving a capacity mask,
tokens gathered in expert order, a per-pair expert MLP (weights gathered by expert id, `bmm`),
and the outputs combined back per token with `index_add_`; a z-loss (`logsumexp`) and a
load-balancing term from the counts. Eval at two token counts, then a backward pass.
"""
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
DIM, EXPERTS, HIDDEN, TOPK = 24, 5, 40, 2


class SortedMoE(nn.Module):
    def __init__(self):
        super().__init__()
        self.router = nn.Linear(DIM, EXPERTS, bias=False)
        self.w1 = nn.Parameter(torch.randn(EXPERTS, DIM, HIDDEN) * 0.1)
        self.b1 = nn.Parameter(torch.zeros(EXPERTS, HIDDEN))
        self.w2 = nn.Parameter(torch.randn(EXPERTS, HIDDEN, DIM) * 0.1)

    def forward(self, x):
        n = x.shape[0]
        logits = self.router(x)
        probs = logits.softmax(-1)
        top_p, top_e = probs.topk(TOPK, dim=-1)
        top_p = top_p / top_p.sum(-1, keepdim=True)
        flat_e = top_e.reshape(-1)
        flat_p = top_p.reshape(-1)
        flat_tok = torch.arange(n, device=x.device).repeat_interleave(TOPK)
        order = torch.argsort(flat_e, stable=True)
        sorted_e = flat_e[order]
        sorted_tok = flat_tok[order]
        counts = torch.zeros(EXPERTS, device=x.device, dtype=torch.int64).scatter_add(0, flat_e, torch.ones_like(flat_e))
        offsets = torch.cumsum(counts, 0) - counts
        rank = torch.arange(flat_e.shape[0], device=x.device) - offsets[sorted_e]
        capacity = (n * TOPK) // EXPERTS + 2
        keep = (rank < capacity).to(x.dtype)
        xs = x[sorted_tok]
        h = torch.bmm(xs.unsqueeze(1), self.w1[sorted_e]).squeeze(1) + self.b1[sorted_e]
        y = torch.bmm(F.silu(h).unsqueeze(1), self.w2[sorted_e]).squeeze(1)
        y = y * (flat_p[order] * keep).unsqueeze(1)
        out = torch.zeros_like(x).index_add_(0, sorted_tok, y)
        z_loss = torch.logsumexp(logits, -1).square().mean()
        balance = (counts.to(x.dtype) / (n * TOPK) * probs.mean(0)).sum() * EXPERTS
        return out + x, z_loss + balance


def main():
    torch.manual_seed(0)
    model = SortedMoE().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for n in (11, 37):
            x = torch.randn(n, DIM, device=DEV)
            torch._dynamo.mark_dynamic(x, 0)
            a, b = compiled(x)
            c, d = model(x)
            ok &= torch.allclose(a, c, atol=1e-4, rtol=1e-4) and torch.allclose(b, d, atol=1e-4, rtol=1e-4)
    x = torch.randn(29, DIM, device=DEV)
    torch._dynamo.mark_dynamic(x, 0)
    out, aux = compiled(x)
    (out.square().mean() + 0.01 * aux).backward()
    g = model.w1.grad.clone()
    model.zero_grad()
    out, aux = model(x)
    (out.square().mean() + 0.01 * aux).backward()
    ok &= torch.allclose(g, model.w1.grad, atol=1e-4, rtol=1e-3)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
