"""A small decoder-style transformer on CUDA with a dynamic sequence length, forward and
one training step.

Token embedding plus a learned position embedding table of `MAX_LEN` rows read at
`arange(T)`, causal self-attention (SDPA), MLP, final LayerNorm and LM head, cross-entropy
loss and backward. The sequence length is marked dynamic with `max=MAX_LEN`, so Dynamo's
guards bound it from above (`s <= MAX_LEN`): only with those guards is the position-table
read `pos[t]`, `t < T`, provably inside its `MAX_LEN` rows (issue 14).
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

MAX_LEN = 128
VOCAB = 203
DIM = 64
HEADS = 4


class Block(nn.Module):
    def __init__(self):
        super().__init__()
        self.ln1 = nn.LayerNorm(DIM)
        self.qkv = nn.Linear(DIM, 3 * DIM)
        self.proj = nn.Linear(DIM, DIM)
        self.ln2 = nn.LayerNorm(DIM)
        self.fc1 = nn.Linear(DIM, 4 * DIM)
        self.fc2 = nn.Linear(4 * DIM, DIM)

    def forward(self, x):
        b, t, d = x.shape
        q, k, v = self.qkv(self.ln1(x)).split(d, dim=-1)
        q = q.view(b, t, HEADS, d // HEADS).transpose(1, 2)
        k = k.view(b, t, HEADS, d // HEADS).transpose(1, 2)
        v = v.view(b, t, HEADS, d // HEADS).transpose(1, 2)
        y = F.scaled_dot_product_attention(q, k, v, is_causal=True)
        x = x + self.proj(y.transpose(1, 2).reshape(b, t, d))
        return x + self.fc2(F.gelu(self.fc1(self.ln2(x))))


class TinyGPT(nn.Module):
    def __init__(self):
        super().__init__()
        self.tok = nn.Embedding(VOCAB, DIM)
        self.pos = nn.Embedding(MAX_LEN, DIM)
        self.blocks = nn.Sequential(Block(), Block())
        self.ln = nn.LayerNorm(DIM)
        self.head = nn.Linear(DIM, VOCAB, bias=False)

    def forward(self, idx):
        t = idx.shape[1]
        pos = torch.arange(t, device=idx.device)
        x = self.tok(idx) + self.pos(pos)
        return self.head(self.ln(self.blocks(x)))


def main():
    torch.manual_seed(0)
    dev = "cuda"
    model = TinyGPT().to(dev)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for t in (17, 90):
            idx = torch.randint(0, VOCAB, (3, t), device=dev)
            torch._dynamo.mark_dynamic(idx, 1, min=2, max=MAX_LEN)
            ok &= torch.allclose(compiled(idx), model(idx), atol=2e-3, rtol=2e-3)
    model.train()
    opt = torch.optim.SGD(model.parameters(), lr=0.01)
    for t in (33, 70):
        idx = torch.randint(0, VOCAB, (2, t), device=dev)
        torch._dynamo.mark_dynamic(idx, 1, min=2, max=MAX_LEN)
        logits = compiled(idx)
        loss = F.cross_entropy(logits.reshape(-1, VOCAB), idx.reshape(-1))
        loss.backward()
        opt.step()
        opt.zero_grad()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
