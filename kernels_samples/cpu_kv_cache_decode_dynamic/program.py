"""Autoregressive decoding on the CPU with a key/value cache: the cache is a preallocated
(batch, heads, MAX, dim) buffer written at the current positions with `index_copy_` (the cache's
length, the prompt's length and the batch are dynamic sizes), rotary embeddings gathered at
positions from a table (`cos[positions]`), attention with an explicit causal mask and
softmax, logits and greedy `argmax`. """
import os

import torch
import torch.nn as nn
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
MAX = 64
D = 32
H = 4
HD = D // H
V = 97


def rotate(x, cos, sin):
    a, b = x[..., : HD // 2], x[..., HD // 2 :]
    return torch.cat([a * cos - b * sin, a * sin + b * cos], -1)


class Decoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(V, D)
        self.qkv = nn.Linear(D, 3 * D)
        self.o = nn.Linear(D, D)
        self.lm = nn.Linear(D, V)
        inv = 1.0 / (10000 ** (torch.arange(0, HD // 2).float() / (HD // 2)))
        f = torch.outer(torch.arange(MAX).float(), inv)
        self.register_buffer("cos", f.cos(), persistent=False)
        self.register_buffer("sin", f.sin(), persistent=False)

    def forward(self, tokens, positions, kcache, vcache):
        # tokens: (B, T) new tokens at `positions` (T,), caches (B, H, MAX, HD)
        b, t = tokens.shape
        x = self.emb(tokens)
        q, k, v = self.qkv(x).view(b, t, 3, H, HD).permute(2, 0, 3, 1, 4)
        cos, sin = self.cos[positions], self.sin[positions]
        q, k = rotate(q, cos, sin), rotate(k, cos, sin)
        kcache.index_copy_(2, positions, k)
        vcache.index_copy_(2, positions, v)
        n = kcache.shape[2]
        keys, values = kcache, vcache
        att = (q @ keys.transpose(-1, -2)) / HD**0.5
        allowed = torch.arange(n, device=x.device)[None, :] <= positions[:, None]
        att = att.masked_fill(~allowed, float("-inf")).softmax(-1)
        y = (att @ values).transpose(1, 2).reshape(b, t, D)
        logits = self.lm(x + self.o(y))
        return logits, logits[:, -1].argmax(-1)


def main():
    torch.manual_seed(0)
    model = Decoder().to(DEV).eval()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for b, prompt in ((2, 11), (3, 23)):
            kc = torch.zeros(b, H, prompt + 3, HD, device=DEV)
            vc = torch.zeros(b, H, prompt + 3, HD, device=DEV)
            kr, vr = kc.clone(), vc.clone()
            tokens = torch.randint(0, V, (b, prompt), device=DEV)
            positions = torch.arange(prompt, device=DEV)
            torch._dynamo.mark_dynamic(tokens, 1)
            torch._dynamo.mark_dynamic(positions, 0)
            for c in (kc, vc, kr, vr):
                torch._dynamo.mark_dynamic(c, 2)
            out, nxt = compiled(tokens, positions, kc, vc)
            ref, rnxt = model(tokens, positions, kr, vr)
            ok &= torch.allclose(out, ref, atol=1e-3, rtol=1e-3) and torch.equal(nxt, rnxt) and torch.allclose(kc, kr, atol=1e-4)
            for step in range(3):
                pos = torch.tensor([prompt + step], device=DEV)
                out, nxt = compiled(nxt[:, None], pos, kc, vc)
                ref, rnxt2 = model(rnxt[:, None], pos, kr, vr)
                ok &= torch.allclose(out, ref, atol=1e-3, rtol=1e-3)
                rnxt = rnxt2
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
