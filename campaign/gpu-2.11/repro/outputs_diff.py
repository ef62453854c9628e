"""Per-output max |eager - compiled| of a generated campaign program (prints which output differs).
Usage: python3 outputs_diff.py PROGRAM.py [cpu|cuda]"""
import importlib.util
import sys

import torch

spec = importlib.util.spec_from_file_location("prog", sys.argv[1])
p = importlib.util.module_from_spec(spec)
spec.loader.exec_module(p)
dev = sys.argv[2] if len(sys.argv) > 2 else "cpu"
e = p.fn(*p.make_inputs(dev))
c = p.compile_fn()(*p.mark(p.make_inputs(dev)))
for i, (a, b) in enumerate(zip(e, c)):
    d = (a.double() - b.double()).abs()
    print(f"out[{i}] shape {tuple(a.shape)} eager strides {a.stride()} compiled strides {b.stride()} max diff {d.max().item() if d.numel() else 0}")
