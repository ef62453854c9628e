"""A convolutional VAE on CUDA with a dynamic batch, trained one step: strided convs down,
the reparameterisation trick, transposed convs (with output_padding) up, a sigmoid output,
binary cross entropy plus the KL term.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")


class VAE(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.e1 = torch.nn.Conv2d(1, 8, 3, stride=2, padding=1)
        self.e2 = torch.nn.Conv2d(8, 16, 3, stride=2, padding=1)
        self.mu = torch.nn.Linear(16 * 7 * 7, 10)
        self.lv = torch.nn.Linear(16 * 7 * 7, 10)
        self.d0 = torch.nn.Linear(10, 16 * 7 * 7)
        self.d1 = torch.nn.ConvTranspose2d(16, 8, 3, stride=2, padding=1, output_padding=1)
        self.d2 = torch.nn.ConvTranspose2d(8, 1, 3, stride=2, padding=1, output_padding=1)

    def forward(self, x, eps):
        h = F.silu(self.e2(F.silu(self.e1(x)))).flatten(1)
        mu, lv = self.mu(h), self.lv(h)
        z = mu + eps * (0.5 * lv).exp()
        y = torch.sigmoid(self.d2(F.silu(self.d1(self.d0(z).view(-1, 16, 7, 7)))))
        rec = F.binary_cross_entropy(y, x, reduction="sum") / x.shape[0]
        kl = -0.5 * (1 + lv - mu.pow(2) - lv.exp()).sum(1).mean()
        return rec + kl


def main():
    torch.manual_seed(0)
    model = VAE().to(DEV)
    compiled = torch.compile(model, backend=BACKEND)
    ok = True
    for b in (3, 7):
        x = torch.rand(b, 1, 28, 28, device=DEV)
        eps = torch.randn(b, 10, device=DEV)
        torch._dynamo.mark_dynamic(x, 0)
        torch._dynamo.mark_dynamic(eps, 0)
        loss = compiled(x, eps)
        loss.backward()
        g = model.d1.weight.grad.clone()
        model.zero_grad()
        ref = model(x, eps)
        ref.backward()
        ok &= torch.allclose(loss, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, model.d1.weight.grad, atol=1e-3, rtol=1e-3)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
