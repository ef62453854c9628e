"""(CPU variant of gpu_conv1d_audio_dynamic_len.py) An audio-style 1D convolutional encoder on CPU with a dynamic length: strided conv1d,
depthwise conv1d (groups = channels) with GroupNorm and GLU, reflection padding, average
pooling with ceil_mode, and a mean over time. Eval forward, then a backward pass.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Enc(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv1d(1, 16, 10, stride=5)
        self.dw = nn.Conv1d(16, 16, 5, groups=16)
        self.gn = nn.GroupNorm(4, 16)
        self.pw = nn.Conv1d(16, 32, 1)
        self.out = nn.Linear(16, 8)

    def forward(self, x):
        h = F.gelu(self.c1(x))
        h = self.gn(self.dw(F.pad(h, (2, 2), mode="reflect")))
        h = F.glu(self.pw(h), dim=1)
        h = F.avg_pool1d(h, 3, 2, ceil_mode=True)
        return self.out(h.mean(-1))


def main():
    torch.manual_seed(0)
    model = Enc()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for t in (400, 1013):
            x = torch.randn(2, 1, t, device="cpu")
            torch._dynamo.maybe_mark_dynamic(x, 2)
            ok &= torch.allclose(compiled(x), model(x), atol=3e-3, rtol=3e-3)
    x = torch.randn(3, 1, 777, device="cpu", requires_grad=True)
    torch._dynamo.maybe_mark_dynamic(x, 2)
    compiled(x).square().mean().backward()
    pass
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
