"""Release capture: normalisation layers on CPU with static shapes: batch_norm in
training mode (running statistics updated in place), group_norm, and var_mean over
2053 elements (past the two-pass threshold, so Welford).

Exercises: Welford helpers and their vectorised combine, reductions over the
non-contiguous channel dim, in-place copies back into the running-stat buffers,
tails of 2053 = 128 * 16 + 5. Runs on torch 2.5 to 2.15; the compiled result must
match eager (assert).
"""
import torch
import torch.nn.functional as F


def f(x, rm, rv, w, b, big):
    bn = F.batch_norm(x, rm, rv, w, b, training=True, momentum=0.1)
    gn = F.group_norm(x, 2, w, b)
    var, mean = torch.var_mean(big, dim=-1)
    return bn, gn, var, mean


def main():
    torch.manual_seed(0)
    x = torch.randn(5, 6, 7, 9)
    w, b = torch.randn(6), torch.randn(6)
    big = torch.randn(6, 2053)
    rm0, rv0 = torch.randn(6), torch.rand(6) + 0.5
    rm1, rv1 = rm0.clone(), rv0.clone()
    got = torch.compile(f)(x, rm0, rv0, w, b, big)
    want = f(x, rm1, rv1, w, b, big)
    for g, v in zip(list(got) + [rm0, rv0], list(want) + [rm1, rv1]):
        torch.testing.assert_close(g, v, atol=1e-4, rtol=1e-4)
    print([tuple(g.shape) for g in got], "ok")
    print("CASE_RESULT rel_norms_welford", {"same": True})


if __name__ == "__main__":
    main()
