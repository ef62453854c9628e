"""A mixture-of-experts layer on CUDA with a dynamic token count: softmax router, top-2
experts per token (topk), per-expert weights gathered by index and applied with bmm,
outputs combined by scatter_add over tokens; plus a load-balancing loss (one_hot, mean).
Eval forward, then a backward pass.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

DIM, EXPERTS, HIDDEN = 32, 6, 64


class MoE(nn.Module):
    def __init__(self):
        super().__init__()
        self.router = nn.Linear(DIM, EXPERTS, bias=False)
        self.w1 = nn.Parameter(torch.randn(EXPERTS, DIM, HIDDEN) * 0.1)
        self.w2 = nn.Parameter(torch.randn(EXPERTS, HIDDEN, DIM) * 0.1)

    def forward(self, x):
        probs = self.router(x).softmax(-1)
        top_p, top_i = probs.topk(2, dim=-1)
        top_p = top_p / top_p.sum(-1, keepdim=True)
        flat_i = top_i.reshape(-1)
        xs = x.repeat_interleave(2, dim=0)
        h = torch.bmm(xs.unsqueeze(1), self.w1[flat_i]).squeeze(1)
        y = torch.bmm(F.gelu(h).unsqueeze(1), self.w2[flat_i]).squeeze(1) * top_p.reshape(-1, 1)
        tok = torch.arange(x.shape[0], device=x.device).repeat_interleave(2)
        out = torch.zeros_like(x).index_add(0, tok, y)
        balance = (F.one_hot(top_i[:, 0], EXPERTS).float().mean(0) * probs.mean(0)).sum() * EXPERTS
        return out, balance


def main():
    torch.manual_seed(0)
    model = MoE().cuda()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for n in (13, 50):
            x = torch.randn(n, DIM, device="cuda")
            torch._dynamo.mark_dynamic(x, 0)
            a, b = compiled(x)
            c, d = model(x)
            ok &= torch.allclose(a, c, atol=3e-3, rtol=3e-3) and torch.allclose(b, d, atol=3e-3)
    x = torch.randn(40, DIM, device="cuda")
    torch._dynamo.mark_dynamic(x, 0)
    out, balance = compiled(x)
    (out.square().mean() + 0.01 * balance).backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
