"""A hand-written GRU encoder on the CPU with a dynamic batch, unrolled over 6 steps: the
input projection for all steps at once, then per step a hidden matmul, sigmoid/tanh
gates split with `chunk(3)`, a length mask that freezes finished sequences
(`torch.where(step < lengths)`), and a final gather of each sequence's last valid hidden
state. Eval at two batch sizes, then a training step.
"""
import os

import torch
import torch.nn as nn

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
T = 6
D = 24
HID = 32


class GRU(nn.Module):
    def __init__(self):
        super().__init__()
        self.wi = nn.Linear(D, 3 * HID)
        self.wh = nn.Linear(HID, 3 * HID)
        self.out = nn.Linear(HID, 4)

    def forward(self, x, lengths):
        b = x.shape[0]
        xi = self.wi(x)  # (B, T, 3H)
        h = torch.zeros(b, HID, device=x.device)
        states = []
        for t in range(T):
            r_i, z_i, n_i = xi[:, t].chunk(3, -1)
            r_h, z_h, n_h = self.wh(h).chunk(3, -1)
            r = torch.sigmoid(r_i + r_h)
            z = torch.sigmoid(z_i + z_h)
            n = torch.tanh(n_i + r * n_h)
            new = (1 - z) * n + z * h
            h = torch.where((t < lengths)[:, None], new, h)
            states.append(h)
        seq = torch.stack(states, 1)
        last = seq.gather(1, (lengths - 1).clamp(min=0)[:, None, None].expand(-1, 1, HID)).squeeze(1)
        return self.out(last)


def main():
    torch.manual_seed(0)
    model = GRU().to(DEV)
    compiled = torch.compile(model)
    ok = True
    for b in (5, 9):
        x = torch.randn(b, T, D, device=DEV)
        lengths = torch.randint(1, T + 1, (b,), device=DEV)
        torch._dynamo.mark_dynamic(x, 0)
        torch._dynamo.mark_dynamic(lengths, 0)
        y = compiled(x, lengths)
        y.sum().backward()
        g = model.wh.weight.grad.clone()
        model.zero_grad()
        ref = model(x, lengths)
        ref.sum().backward()
        ok &= torch.allclose(y, ref, atol=1e-4, rtol=1e-4) and torch.allclose(g, model.wh.weight.grad, atol=1e-4, rtol=1e-4)
        model.zero_grad()
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
