"""A Llama-style block on CUDA with a dynamic sequence length: RMSNorm, rotary position
embeddings read from precomputed cos/sin tables sliced to the sequence (`cos[:t]`),
grouped-query attention (`repeat_interleave` of the key/value heads), SwiGLU MLP.
Forward in eval, then one training step with backward.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

MAX_LEN = 96
DIM = 64
HEADS = 4
KV_HEADS = 2
HEAD_DIM = DIM // HEADS


class RMSNorm(nn.Module):
    def __init__(self, d, eps=1e-5):
        super().__init__()
        self.w = nn.Parameter(torch.ones(d))
        self.eps = eps

    def forward(self, x):
        return x * torch.rsqrt(x.pow(2).mean(-1, keepdim=True) + self.eps) * self.w


def rotate_half(x):
    a, b = x.chunk(2, dim=-1)
    return torch.cat((-b, a), dim=-1)


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.n1 = RMSNorm(DIM)
        self.q = nn.Linear(DIM, HEADS * HEAD_DIM, bias=False)
        self.kv = nn.Linear(DIM, 2 * KV_HEADS * HEAD_DIM, bias=False)
        self.o = nn.Linear(DIM, DIM, bias=False)
        self.n2 = RMSNorm(DIM)
        self.gate = nn.Linear(DIM, 3 * DIM, bias=False)
        self.up = nn.Linear(DIM, 3 * DIM, bias=False)
        self.down = nn.Linear(3 * DIM, DIM, bias=False)
        inv = 1.0 / (10000 ** (torch.arange(0, HEAD_DIM, 2).float() / HEAD_DIM))
        f = torch.outer(torch.arange(MAX_LEN).float(), inv)
        emb = torch.cat((f, f), dim=-1)
        self.register_buffer("cos", emb.cos(), persistent=False)
        self.register_buffer("sin", emb.sin(), persistent=False)

    def forward(self, x):
        b, t, _ = x.shape
        h = self.n1(x)
        q = self.q(h).view(b, t, HEADS, HEAD_DIM).transpose(1, 2)
        k, v = self.kv(h).view(b, t, 2 * KV_HEADS, HEAD_DIM).transpose(1, 2).chunk(2, dim=1)
        cos, sin = self.cos[:t], self.sin[:t]
        q = q * cos + rotate_half(q) * sin
        k = k * cos + rotate_half(k) * sin
        k = k.repeat_interleave(HEADS // KV_HEADS, dim=1)
        v = v.repeat_interleave(HEADS // KV_HEADS, dim=1)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.o(y.transpose(1, 2).reshape(b, t, DIM))
        h = self.n2(x)
        return x + self.down(F.silu(self.gate(h)) * self.up(h))


def main():
    torch.manual_seed(0)
    dev = "cuda"
    model = nn.Sequential(Block(), Block()).to(dev)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for t in (19, 77):
            x = torch.randn(2, t, DIM, device=dev)
            torch._dynamo.mark_dynamic(x, 1, min=2, max=MAX_LEN)
            ok &= torch.allclose(compiled(x), model(x), atol=2e-3, rtol=2e-3)
    model.train()
    for t in (40, 64):
        x = torch.randn(3, t, DIM, device=dev, requires_grad=True)
        torch._dynamo.mark_dynamic(x, 1, min=2, max=MAX_LEN)
        compiled(x).square().mean().backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
