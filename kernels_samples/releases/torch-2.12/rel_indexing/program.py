"""Release capture: indirect indexing on CPU: embedding, gather, scatter_add,
index_put with accumulate, index_select and advanced indexing with negative
indices, the token count marked dynamic.

Exercises: loads through an index tensor with bound checks (TORCH_CHECK or
assert), wrap-around of negative indices (`tmp < 0 ? tmp + n : tmp`), atomic_add
for accumulate=True. Runs on torch 2.5 to 2.15; the compiled result must match
eager (assert).
"""
import torch
import torch.nn.functional as F


def f(table, tok, x, g_idx, src, rows):
    emb = F.embedding(tok, table) * 2.0
    g = torch.gather(x, 1, g_idx)
    s = torch.zeros(x.shape[0], 40).scatter_add(1, g_idx, src)
    p = torch.zeros(40, x.shape[1]).index_put((rows,), x[:7], accumulate=True)
    sel = torch.index_select(x, 0, rows % x.shape[0]) + x[rows - 20]
    return emb, g, s, p, sel


def main():
    torch.manual_seed(0)
    compiled = torch.compile(f)
    table = torch.randn(50, 16)
    x = torch.randn(45, 37)
    rows = torch.tensor([0, 39, 5, 12, 12, 7, 3])
    for t in (11, 29):
        tok = torch.randint(0, 50, (t,))
        torch._dynamo.mark_dynamic(tok, 0)
        g_idx = torch.randint(0, 37, (45, 11))
        src = torch.randn(45, 11)
        got, want = compiled(table, tok, x, g_idx, src, rows), f(table, tok, x, g_idx, src, rows)
        for a, b in zip(got, want):
            torch.testing.assert_close(a, b, atol=1e-5, rtol=1e-5)
        print(t, [tuple(a.shape) for a in got], "ok")
    print("CASE_RESULT rel_indexing", {"same": True})


if __name__ == "__main__":
    main()
