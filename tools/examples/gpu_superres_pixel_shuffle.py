"""A super-resolution head on CUDA with dynamic height and width: reflection padding,
convolutions, pixel_shuffle by 2, nearest-neighbour upsampling of the input as a skip,
clamp to [0, 1]; eval forward, then a backward pass with an L1 loss.
"""
import torch
import torch.nn as nn
import torch.nn.functional as F


class SR(nn.Module):
    def __init__(self):
        super().__init__()
        self.c1 = nn.Conv2d(3, 16, 3)
        self.c2 = nn.Conv2d(16, 12, 3)

    def forward(self, x):
        h = F.relu(self.c1(F.pad(x, (1, 1, 1, 1), mode="reflect")))
        h = F.pixel_shuffle(self.c2(F.pad(h, (1, 1, 1, 1), mode="reflect")), 2)
        return (h + F.interpolate(x, scale_factor=2, mode="nearest")).clamp(0, 1)


def main():
    torch.manual_seed(0)
    model = SR().cuda()
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for h, w in ((12, 17), (21, 9)):
            x = torch.rand(2, 3, h, w, device="cuda")
            torch._dynamo.mark_dynamic(x, 2)
            torch._dynamo.mark_dynamic(x, 3)
            ok &= torch.allclose(compiled(x), model(x), atol=2e-3, rtol=2e-3)
    x = torch.rand(2, 3, 14, 11, device="cuda")
    torch._dynamo.mark_dynamic(x, 2)
    torch._dynamo.mark_dynamic(x, 3)
    F.l1_loss(compiled(x), torch.rand(2, 3, 28, 22, device="cuda")).backward()
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
