"""(CPU variant of gpu_vit_dynamic_batch.py) A small vision transformer on CPU with a dynamic batch: convolutional patch embedding,
a class token concatenated in front, a learned position embedding, two pre-norm encoder
layers (nn.MultiheadAttention, GELU MLP), the class token's head. Eval forward, then a
training step under bf16 autocast.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F

DIM = 48


class ViT(nn.Module):
    def __init__(self):
        super().__init__()
        self.patch = nn.Conv2d(3, DIM, 4, 4)
        self.cls = nn.Parameter(torch.randn(1, 1, DIM))
        self.pos = nn.Parameter(torch.randn(1, 1 + 36, DIM))
        layer = nn.TransformerEncoderLayer(DIM, 4, 2 * DIM, dropout=0.0, batch_first=True, norm_first=True, activation="gelu")
        self.enc = nn.TransformerEncoder(layer, 2, enable_nested_tensor=False)
        self.head = nn.Linear(DIM, 10)

    def forward(self, x):
        p = self.patch(x).flatten(2).transpose(1, 2)
        p = torch.cat([self.cls.expand(p.shape[0], -1, -1), p], dim=1) + self.pos
        return self.head(self.enc(p)[:, 0])


def main():
    torch.manual_seed(0)
    model = ViT()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for n in (3, 5):
            x = torch.randn(n, 3, 24, 24, device="cpu")
            torch._dynamo.mark_dynamic(x, 0)
            ok &= torch.allclose(compiled(x), model(x), atol=3e-3, rtol=3e-3)
    model.train()
    for n in (4, 6):
        x = torch.randn(n, 3, 24, 24, device="cpu")
        torch._dynamo.mark_dynamic(x, 0)
        with torch.autocast("cpu", dtype=torch.bfloat16):
            loss = F.cross_entropy(compiled(x), torch.randint(0, 10, (n,), device="cpu"), label_smoothing=0.1)
        loss.backward()
    pass
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
