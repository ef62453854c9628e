"""Spatial transformer on CUDA with dynamic height and width: an affine sampling grid built from arange, grid_sample
(bilinear and nearest, zeros and border padding), bicubic interpolate, unfold/fold (im2col
and col2im), pixel_unshuffle and a reflect pad, with a training step through grid_sample.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cuda")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")


def fn(img, theta, w):
    h, w_ = img.shape[2], img.shape[3]
    ys = (torch.arange(h, device=img.device) * 2 + 1) / h - 1
    xs = (torch.arange(w_, device=img.device) * 2 + 1) / w_ - 1
    base = torch.stack([xs[None, :].expand(h, w_), ys[:, None].expand(h, w_), torch.ones(h, w_, device=img.device)], -1)
    grid = (base.view(1, -1, 3) @ theta.transpose(1, 2)).view(img.shape[0], h, w_, 2)
    a = F.grid_sample(img, grid, mode="bilinear", padding_mode="zeros", align_corners=False)
    n = F.grid_sample(img, grid, mode="nearest", padding_mode="border", align_corners=True)
    up = F.interpolate(a + n, scale_factor=2, mode="bicubic", align_corners=False)
    cols = F.unfold(F.pad(up, (1, 1, 1, 1), mode="reflect"), kernel_size=3)
    y = (w @ cols).view(up.shape[0], -1, up.shape[2], up.shape[3])
    folded = F.fold(cols, output_size=(up.shape[2] + 2, up.shape[3] + 2), kernel_size=3)
    return F.pixel_unshuffle(y, 2).mean() + folded.mean(), y


def main():
    torch.manual_seed(0)
    compiled = torch.compile(fn, backend=BACKEND)
    w = torch.randn(4, 3 * 9, device=DEV, requires_grad=True)
    ok = True
    for hw in ((12, 16), (20, 10)):
        img = torch.randn(2, 3, *hw, device=DEV, requires_grad=True)
        theta = torch.tensor([[[0.9, 0.1, 0.05], [-0.1, 1.1, 0.0]]] * 2, device=DEV)
        torch._dynamo.mark_dynamic(img, 2)
        torch._dynamo.mark_dynamic(img, 3)
        loss, y = compiled(img, theta, w)
        loss.backward()
        g = img.grad.clone()
        img.grad = None
        w.grad = None
        rl, ry = fn(img, theta, w)
        rl.backward()
        ok &= torch.allclose(y, ry, atol=1e-3, rtol=1e-3) and torch.allclose(g, img.grad, atol=1e-3, rtol=1e-3)
        w.grad = None
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
