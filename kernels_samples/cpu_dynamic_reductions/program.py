"""Reductions along each dim of odd-sized CPU tensors under dynamic shapes.

Exercises: symbolic loop bounds (ks0, ks1), C10_LIKELY/UNLIKELY tail splits with
symbolic split points, horizontal vec_reduce_all, amax/amin, reductions over the
outer dim (vertical) and the inner dim (horizontal), omp parallel regions.
"""
import torch


def f(x):
    return (
        x.sum(dim=0),
        x.sum(dim=1),
        x.amax(dim=-1),
        x.amin(dim=0),
        (x * x).mean(dim=1, keepdim=True),
    )


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for shape in [(33, 129), (70, 17)]:
        x = torch.randn(*shape)
        got = compiled(x)
        want = f(x)
        ok = all(torch.allclose(g, w, atol=1e-4, rtol=1e-4) for g, w in zip(got, want))
        print(shape, [tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
