"""A silent wrong result found by the campaign (tools/campaign on the H100, torch 2.11,
seed 100677, differential/numerical; also wrong on torch 2.15 CPU, static and dynamic,
fp32 and bf16): an out-of-place `index_put` on an overlapping `as_strided` view of an
intermediate. Eager's `index_put` returns a fresh (5, 3) tensor; Inductor writes the zeros
into the 11-element intermediate and returns `reinterpret_tensor(buf, (5, 3), (2, 1))`, so
the rows that share elements with the zeroed rows change too. aot_eager agrees with eager:
the bug is Inductor's. No issue found that reports it (related: pytorch#174371, #197829).
Every access is in bounds: the bounds audit stays clean here.

Prints CASE_RESULT with whether eager and compiled agree.
"""
import json

import torch


def fn(x):
    v = (x + 1).as_strided((5, 3), (2, 1))  # rows overlap: row i is elements 2i..2i+2
    return v.index_put((torch.tensor([1, 4]),), torch.zeros(()))


def main():
    x = torch.arange(11.0)
    want, got = fn(x), torch.compile(fn)(x)
    print("CASE_RESULT bug_index_put_overlapping_as_strided " + json.dumps({"same": bool(torch.equal(want, got)), "eager": want.tolist(), "compiled": got.tolist()}))


if __name__ == "__main__":
    main()
