"""A small decoder-style transformer on CPU with a dynamic sequence length.

Token embedding plus a learned position embedding table of `MAX_LEN` rows read at
`arange(T)`, causal self-attention, MLP, final LayerNorm and LM head. The sequence
length is marked dynamic with `max=MAX_LEN`, so Dynamo's guards bound it from above
(`s <= MAX_LEN`): only with those guards is the position-embedding read
`pos_emb[t]`, `t < T`, provably inside the table's `MAX_LEN` rows.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

MAX_LEN = 64
VOCAB = 97
DIM = 32
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
        att = (q @ k.transpose(-2, -1)) * (d // HEADS) ** -0.5
        mask = torch.ones(t, t, dtype=torch.bool, device=x.device).tril()
        att = att.masked_fill(~mask, float("-inf")).softmax(dim=-1)
        y = (att @ v).transpose(1, 2).reshape(b, t, d)
        x = x + self.proj(y)
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
    model = TinyGPT().eval()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for t in (17, 40):
            idx = torch.randint(0, VOCAB, (2, t))
            # min=9, not 2: from the attention's (t, t) scores Dynamo guards t != 8
            # (Ne(8*t, t**2)), and PyTorch 2.5 raises ConstraintViolationError when a
            # marked range holds a value its guards exclude. Both lengths used are above 8.
            torch._dynamo.mark_dynamic(idx, 1, min=9, max=MAX_LEN)
            got = compiled(idx)
            ok &= torch.allclose(got, model(idx), atol=1e-4)
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
