"""Masked loads on CPU: constant/reflection padding, cat and a strided transpose copy.

Exercises: lambdas around masked loads (`[&] { ... }()`), VecMask loadu, blendv,
cat's per-input masks, transpose_mxn tiles, and an odd-sized tail (129) on both
loop levels.
"""
import torch
import torch.nn.functional as F


def f(x, y):
    p = F.pad(x, (3, 2, 1, 1), value=0.5)
    r = F.pad(x.unsqueeze(0), (2, 2), mode="reflect").squeeze(0)
    c = torch.cat([x, y], dim=1)
    t = (x.t() + 1.0).contiguous()
    return p, r, c, t


def main():
    torch.manual_seed(0)
    x = torch.randn(129, 33)
    y = torch.randn(129, 7)
    got = torch.compile(f)(x, y)
    want = f(x, y)
    ok = all(torch.allclose(g, w) for g, w in zip(got, want))
    print([tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
