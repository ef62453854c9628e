"""Release capture: int64 arithmetic under dynamic shapes on CPU: floor division,
remainder, shifts and masks, products that need 64 bits, int casts and integer
reductions.

Exercises: c10::div_floor_integer / modulo helpers, VectorizedN<int64_t, 2>,
int32 <-> int64 conversion, bool comparisons, integer sum and argmax. Runs on
torch 2.5 to 2.15; the compiled result must match eager (exact).
"""
import torch


def f(a, b):
    q = torch.div(a, b, rounding_mode="floor")
    r = torch.remainder(a, b)
    s = (a << 3) ^ (b & 0xFF) | (a >> 1)
    big = (a * 1_000_003 + b * 65_537) % 998_244_353
    m = torch.where(a > b, a, b).sum(dim=-1)
    c = (a.to(torch.int32) * 7 + 1).to(torch.int64)
    am = a.argmax(dim=-1)
    return q, r, s, big, m, c, am


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f, dynamic=True)
    for n in (129, 45):
        a = torch.randint(-100_000, 100_000, (9, n), dtype=torch.int64)
        b = torch.randint(1, 50, (9, n), dtype=torch.int64)
        got, want = compiled(a, b), f(a, b)
        for g, w in zip(got, want):
            assert torch.equal(g, w), (g, w)
        print(n, [tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_int64_arith", {"same": True})


if __name__ == "__main__":
    main()
