"""Indirect indexing on CPU: advanced indexing, gather, index_select and scatter_add.

Exercises: TORCH_CHECK index-bound asserts (also inside omp parallel regions),
wrap-around of negative indices (`tmp < 0 ? tmp + n : tmp`), and the atomic_add
Inductor emits for index_put with accumulate=True (scatter_add goes to ATen).
"""
import torch


def f(x, idx, g_idx, src):
    a = x[idx]                                   # index with TORCH_CHECK
    b = torch.gather(x, 1, g_idx)                # gather along dim 1
    c = torch.index_select(x, 0, idx.abs() % x.shape[0])
    d = torch.zeros(x.shape[0], 40).scatter_add(1, g_idx, src)
    e = torch.zeros(40, x.shape[1]).index_put((idx.abs() % 40,), x[:7], accumulate=True)  # atomic_add
    return a, b, c, d, e


def main():
    torch.manual_seed(0)
    x = torch.randn(65, 37)
    idx = torch.tensor([0, -1, 5, 64, -65, 7, 3])
    g_idx = torch.randint(0, 37, (65, 11))
    src = torch.randn(65, 11)
    got = torch.compile(f)(x, idx, g_idx, src)
    want = f(x, idx, g_idx, src)
    ok = all(torch.allclose(g, w, atol=1e-5) for g, w in zip(got, want))
    print([tuple(g.shape) for g in got], "ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
