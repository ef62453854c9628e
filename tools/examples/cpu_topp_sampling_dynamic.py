"""Language-model sampling filters on the CPU with a dynamic batch and vocabulary: temperature,
top-k (`topk` then a threshold from its last value), top-p nucleus filtering (`sort`
descending, `cumsum` of the sorted probabilities, a shifted mask, `scatter` back to the
vocabulary order), repetition penalty through `gather`/`scatter` of previous tokens, and
`searchsorted` over the cumulative distribution with given uniforms (deterministic).
"""
import os

import torch

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")


def sample(logits, prev, u, temperature: float = 0.8, k: int = 20, p: float = 0.9, penalty: float = 1.3):
    picked = logits.gather(1, prev)
    picked = torch.where(picked > 0, picked / penalty, picked * penalty)
    logits = logits.scatter(1, prev, picked)
    logits = logits / temperature
    kth = torch.topk(logits, k, dim=-1).values[:, -1:]
    logits = logits.masked_fill(logits < kth, float("-inf"))
    sorted_logits, order = torch.sort(logits, descending=True, dim=-1)
    cum = sorted_logits.softmax(-1).cumsum(-1)
    drop = cum > p
    drop[:, 1:] = drop[:, :-1].clone()
    drop[:, 0] = False
    sorted_logits = sorted_logits.masked_fill(drop, float("-inf"))
    logits = torch.empty_like(logits).scatter(1, order, sorted_logits)
    probs = logits.softmax(-1)
    cdf = probs.cumsum(-1)
    cdf = cdf / cdf[:, -1:]
    token = torch.searchsorted(cdf, u[:, None]).clamp(max=logits.shape[1] - 1)
    return token.squeeze(1), probs


def main():
    torch.manual_seed(0)
    compiled = torch.compile(sample)
    ok = True
    for b, v in ((3, 101), (5, 257)):
        logits = torch.randn(b, v, device=DEV) * 3
        prev = torch.randint(0, v, (b, 7), device=DEV)
        u = torch.rand(b, device=DEV)
        for t in (logits, prev, u):
            torch._dynamo.mark_dynamic(t, 0)
        torch._dynamo.mark_dynamic(logits, 1)
        tok, probs = compiled(logits, prev, u)
        rtok, rprobs = sample(logits, prev, u)
        ok &= torch.allclose(probs, rprobs, atol=1e-5, rtol=1e-4) and bool((tok == rtok).float().mean() >= 0.6)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
