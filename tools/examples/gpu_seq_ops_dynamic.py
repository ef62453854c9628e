"""Sequence operations on CUDA with a dynamic length: sort and argsort, topk, cumsum and
cumprod along the sequence, a causal running max (cummax), log_softmax with NLL over a
masked (ignore_index) target, flip and roll, and a KL divergence between two softmaxes.
"""
import torch
import torch.nn.functional as F


def fn(x, target):
    s, idx = x.sort(dim=-1, descending=True)
    top = x.topk(3, dim=-1).values.sum(-1)
    c = x.softmax(-1).cumsum(-1) + torch.cumprod(torch.sigmoid(x), dim=-1)
    m = torch.cummax(x, dim=-1).values
    lp = F.log_softmax(x, -1)
    nll = F.nll_loss(lp.transpose(1, 2), target, ignore_index=-100)
    kl = F.kl_div(lp, F.softmax(x.flip(-1).roll(1, -1), -1), reduction="batchmean")
    return s, idx, top, c, m, nll + kl


def main():
    torch.manual_seed(0)
    compiled = torch.compile(fn)
    ok = True
    for t in (11, 45):
        x = torch.randn(2, 5, t, device="cuda")
        target = torch.randint(0, t, (2, 5), device="cuda")
        target[0, 0] = -100
        torch._dynamo.mark_dynamic(x, 2)
        for a, b in zip(compiled(x, target), fn(x, target)):
            ok &= torch.allclose(a.float(), b.float(), atol=1e-3, rtol=1e-3)
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
