"""Seed 100692 (as_strided of a narrowed view loses its offset on torch 2.11): which parts
of the program are needed. Each variant compiles in a fresh Dynamo state and prints whether
it agrees with eager, and the storage offsets of the as_strided output.
Usage: python3 as_strided_narrow_variants.py [cpu|cuda]"""
import sys

import torch


def a_only(x0):
    v0 = x0.narrow(0, 1, x0.shape[0] - 2)
    return (v0.flatten().as_strided((v0.numel() // 3, 2), (3, 1)),)


def a_plus_add(x0):
    v0 = x0.narrow(0, 1, x0.shape[0] - 2)
    return (v0.flatten().as_strided((v0.numel() // 3, 2), (3, 1)), v0 + 1)


def a_plus_topk(x0):
    v0 = x0.narrow(0, 1, x0.shape[0] - 2)
    return (v0.flatten().as_strided((v0.numel() // 3, 2), (3, 1)), v0.topk(2, -1).values)


def full(x0):
    v0 = x0.narrow(0, 1, x0.shape[0] - 2)
    v1 = torch.tril(v0, 0)
    v2 = v0.flatten().as_strided((v0.numel() // 3, 2), (3, 1))
    v3 = v0.topk(2, -1).values
    v4 = v1.repeat(2, *([1] * (v1.dim() - 1)))
    v5 = torch.diff(v1, dim=-1)
    return (v2, v3, v4, v5)


def one_d(x0):
    v0 = x0.narrow(0, 1, x0.shape[0] - 2)
    return (v0.as_strided(((x0.shape[0] - 2) // 3, 2), (3, 1)),)


def plus_one_first(x0):
    v0 = (x0 + 1).narrow(0, 1, x0.shape[0] - 2)
    return (v0.flatten().as_strided((v0.numel() // 3, 2), (3, 1)),)


CASES = [
    ("a_only", a_only, (9, 2, 1, 7), [0, 3]),
    ("a_only_static", a_only, (9, 2, 1, 7), None),
    ("a_only_dim0", a_only, (9, 2, 1, 7), [0]),
    ("a_only_2d", a_only, (9, 14), [0]),
    ("a_plus_add", a_plus_add, (9, 2, 1, 7), [0, 3]),
    ("a_plus_topk", a_plus_topk, (9, 2, 1, 7), [0, 3]),
    ("full", full, (9, 2, 1, 7), [0, 3]),
    ("one_d", one_d, (40,), [0]),
    ("plus_one_first", plus_one_first, (9, 2, 1, 7), [0, 3]),
    ("plus_one_first_static", plus_one_first, (9, 2, 1, 7), None),
]

dev = sys.argv[1] if len(sys.argv) > 1 else "cpu"
for name, f, shape, dims in CASES:
    x = torch.randn(*shape, generator=torch.Generator().manual_seed(0)).to(dev)
    want = f(x)
    xc = x.clone()
    for d in dims or []:
        torch._dynamo.maybe_mark_dynamic(xc, d)
    torch._dynamo.reset()
    try:
        got = torch.compile(f)(xc)
    except Exception as e:
        print(f"VARIANT {name} {dev} error {type(e).__name__}: {str(e)[:200]}")
        continue
    same = all(a.shape == b.shape and torch.equal(a, b) for a, b in zip(want, got))
    diff = max(float((a.double() - b.double()).abs().max()) if a.shape == b.shape and a.numel() else 0.0 for a, b in zip(want, got))
    print(f"VARIANT {name} {dev} same={same} max_diff={diff:.3g} offset eager={want[0].storage_offset()} compiled={got[0].storage_offset()} "
          f"strides eager={want[0].stride()} compiled={got[0].stride()}")
