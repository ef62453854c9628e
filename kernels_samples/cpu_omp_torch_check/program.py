"""The OpenMP TORCH_CHECK case (pytorch #195402): `(x - 0.5)[idx]` on CPU.

x has shape (1, 8, 66, 66): indexing dim 0 (size 1) with a tensor makes Inductor
emit `TORCH_CHECK((0 <= tmp) & (tmp < 1L), "index out of bounds ...")` inside the
`#pragma omp parallel` loop nest of the fused kernel. With a valid index (this
program) the output matches eager; with an out-of-range one the exception is thrown
inside the parallel region, which std::terminate()s the process instead of raising.
"""
import torch


def f(x, idx):
    return (x - 0.5)[idx]


def main():
    torch.manual_seed(0)
    x = torch.randn(1, 8, 66, 66)
    idx = torch.tensor([0, 0, -1, 0])
    got = torch.compile(f)(x, idx)
    want = f(x, idx)
    same = torch.allclose(got, want)
    print(tuple(got.shape), "ok" if same else "MISMATCH")
    print("CASE_RESULT cpu_omp_torch_check", {"same": bool(same)})


if __name__ == "__main__":
    main()
