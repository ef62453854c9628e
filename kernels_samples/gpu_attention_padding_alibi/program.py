"""Hand-written attention on CUDA with a dynamic sequence length: ALiBi position biases
built from `arange`, a key-padding mask from per-sequence lengths (`arange(t) < lengths[:, None]`),
masked_fill and softmax, dropout in training, and a masked mean pooling over the valid
tokens. Eval forward, then a backward pass.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

DIM, HEADS = 32, 4


class Attn(nn.Module):
    def __init__(self):
        super().__init__()
        self.qkv = nn.Linear(DIM, 3 * DIM)
        self.out = nn.Linear(DIM, DIM)
        self.register_buffer("slopes", 2.0 ** (-torch.arange(1, HEADS + 1).float()), persistent=False)

    def forward(self, x, lengths):
        b, t, _ = x.shape
        q, k, v = self.qkv(x).view(b, t, 3, HEADS, DIM // HEADS).permute(2, 0, 3, 1, 4)
        pos = torch.arange(t, device=x.device)
        alibi = -(pos[None, :] - pos[:, None]).abs().float() * self.slopes[:, None, None]
        att = q @ k.transpose(-1, -2) / (DIM // HEADS) ** 0.5 + alibi
        valid = pos[None, :] < lengths[:, None]
        att = att.masked_fill(~valid[:, None, None, :], float("-inf")).softmax(-1)
        att = F.dropout(att, 0.1, self.training)
        y = self.out((att @ v).transpose(1, 2).reshape(b, t, DIM))
        w = valid.float().unsqueeze(-1)
        return (y * w).sum(1) / w.sum(1).clamp(min=1)


def main():
    torch.manual_seed(0)
    model = Attn().cuda()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for t in (13, 40):
            x = torch.randn(3, t, DIM, device="cuda")
            lengths = torch.randint(1, t + 1, (3,), device="cuda")
            torch._dynamo.mark_dynamic(x, 1)
            ok &= torch.allclose(compiled(x, lengths), model(x, lengths), atol=2e-3, rtol=2e-3)
    model.train()
    x = torch.randn(2, 29, DIM, device="cuda", requires_grad=True)
    torch._dynamo.mark_dynamic(x, 1)
    compiled(x, torch.tensor([29, 11], device="cuda")).square().sum().backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
