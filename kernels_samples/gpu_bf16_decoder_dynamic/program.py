"""A bf16 decoder stack on CUDA with dynamic batch and sequence: RMSNorm, tanh-approximate
GELU MLP, residuals, an embedding tied to the output head, top-k sampling logits
(`topk` then `softmax` then `multinomial`-free argmax); eval only.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

VOCAB, DIM = 151, 64


class Dec(nn.Module):
    def __init__(self):
        super().__init__()
        self.emb = nn.Embedding(VOCAB, DIM)
        self.w = nn.Parameter(torch.ones(DIM))
        self.fc1 = nn.Linear(DIM, 4 * DIM)
        self.fc2 = nn.Linear(4 * DIM, DIM)

    def forward(self, idx):
        x = self.emb(idx)
        for _ in range(2):
            h = x * torch.rsqrt(x.float().pow(2).mean(-1, keepdim=True) + 1e-6).to(x.dtype) * self.w
            x = x + self.fc2(F.gelu(self.fc1(h), approximate="tanh"))
        logits = x @ self.emb.weight.t()
        top, ix = logits.topk(5, dim=-1)
        return ix.gather(-1, top.float().softmax(-1).argmax(-1, keepdim=True)), logits


def main():
    torch.manual_seed(0)
    model = Dec().cuda().to(torch.bfloat16)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for b, t in ((2, 9), (3, 31)):
            idx = torch.randint(0, VOCAB, (b, t), device="cuda")
            torch._dynamo.mark_dynamic(idx, 0)
            torch._dynamo.mark_dynamic(idx, 1)
            a, la = compiled(idx)
            c, lc = model(idx)
            ok &= torch.allclose(la.float(), lc.float(), atol=0.1, rtol=0.05)
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
