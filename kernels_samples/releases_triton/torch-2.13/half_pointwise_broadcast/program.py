"""float16/bfloat16 mixes with broadcasting over dynamic dims, where and clamp."""
import torch

INPUTS = [("a", (8, 1, 40), "float16"), ("b", (1, 12, 40), "bfloat16"), ("c", (40,), "float32")]


def fn(a, b, c):
    s = a.float() + b.float() * c
    return torch.where(s > 0, s, s.exp() - 1).to(torch.float16), s.clamp(-1, 1).to(torch.bfloat16)
