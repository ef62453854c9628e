"""Silent wrong result (campaign seed 100677, differential/numerical): an out-of-place
index_put on an overlapping as_strided view of an intermediate. Eager's index_put returns
a fresh (5, 3) tensor; Inductor writes the zeros into the 11-element intermediate and
returns reinterpret_tensor(buf, (5, 3), (2, 1)), so the rows that share elements with the
zeroed rows change too. aot_eager agrees with eager: the bug is in Inductor.
Usage: python3 index_put_overlapping_as_strided.py [cpu|cuda]"""
import sys
import torch


def f(x):
    v = (x + 1).as_strided((5, 3), (2, 1))  # rows overlap: row i is elements 2i..2i+2
    return v.index_put((torch.tensor([1, 4], device=x.device),), torch.zeros((), device=x.device))


dev = sys.argv[1] if len(sys.argv) > 1 else "cpu"
x = torch.arange(11.0, device=dev)
e, c = f(x), torch.compile(f)(x)
print("eager   ", e.tolist())
print("compiled", c.tolist())
print("CASE_RESULT", {"same": torch.equal(e, c)})
