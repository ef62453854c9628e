"""Release capture: hand-written attention on CPU with the sequence length marked
dynamic: scaled q @ k^T, a causal mask from arange comparisons, softmax, then @ v.

Exercises: bmm as an extern call between fused kernels, a mask computed from
index arithmetic on symbolic sizes, a softmax over a symbolic last dim, reshapes
and transposes of (batch, heads, seq, dim) views. Runs on torch 2.5 to 2.15; the
compiled result must match eager (assert).
"""
import math

import torch


def f(q, k, v):
    s = q.shape[2]
    scores = (q @ k.transpose(-2, -1)) / math.sqrt(q.shape[-1])
    i = torch.arange(s).view(s, 1)
    j = torch.arange(s).view(1, s)
    scores = scores.masked_fill(j > i, float("-inf"))
    out = torch.softmax(scores, dim=-1) @ v
    return out.transpose(1, 2).reshape(q.shape[0], s, -1)


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f)
    for s in (9, 23):
        q, k, v = (torch.randn(2, 3, s, 8) for _ in range(3))
        for t in (q, k, v):
            torch._dynamo.mark_dynamic(t, 2)
        got, want = compiled(q, k, v), f(q, k, v)
        torch.testing.assert_close(got, want, atol=1e-5, rtol=1e-5)
        print(s, tuple(got.shape), "ok")
    print("CASE_RESULT rel_attention_dynamic", {"same": True})


if __name__ == "__main__":
    main()
