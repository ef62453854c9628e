"""(CPU variant of gpu_unet_dynamic_hw.py) A two-level U-Net on CPU with dynamic height and width: conv-GroupNorm-SiLU, max-pool
down, bilinear upsample up, skip connections concatenated, a 1x1 output conv. Eval forward
at two sizes, then a backward pass.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


def block(cin, cout):
    return nn.Sequential(nn.Conv2d(cin, cout, 3, padding=1), nn.GroupNorm(4, cout), nn.SiLU(), nn.Conv2d(cout, cout, 3, padding=1), nn.SiLU())


class UNet(nn.Module):
    def __init__(self):
        super().__init__()
        self.d1 = block(3, 8)
        self.d2 = block(8, 16)
        self.mid = block(16, 16)
        self.u2 = block(32, 8)
        self.u1 = block(16, 8)
        self.out = nn.Conv2d(8, 2, 1)

    def forward(self, x):
        a = self.d1(x)
        b = self.d2(F.max_pool2d(a, 2))
        m = self.mid(F.max_pool2d(b, 2))
        m = F.interpolate(m, size=b.shape[-2:], mode="bilinear", align_corners=False)
        b = self.u2(torch.cat([m, b], 1))
        b = F.interpolate(b, size=a.shape[-2:], mode="bilinear", align_corners=False)
        return self.out(self.u1(torch.cat([b, a], 1)))


def main():
    torch.manual_seed(0)
    model = UNet()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        model.eval()
        for h, w in ((20, 28), (36, 24)):
            x = torch.randn(2, 3, h, w, device="cpu")
            torch._dynamo.mark_dynamic(x, 2)
            torch._dynamo.mark_dynamic(x, 3)
            ok &= torch.allclose(compiled(x), model(x), atol=3e-3, rtol=3e-3)
    model.train()
    x = torch.randn(2, 3, 28, 20, device="cpu", requires_grad=True)
    # maybe_mark_dynamic, not mark_dynamic: 2.8 specializes the height of this training
    # recompile to 28 and raises ConstraintViolationError on a strict mark.
    torch._dynamo.maybe_mark_dynamic(x, 2)
    torch._dynamo.maybe_mark_dynamic(x, 3)
    compiled(x).square().mean().backward()
    pass
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
