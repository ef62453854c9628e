"""A point-cloud layer (DGCNN-style edge conv) on CPU with a dynamic number of points:
pairwise squared distances, top-k nearest neighbours, gathering neighbour features through
the indices (flattened batch offsets), an edge MLP, max over neighbours, and a training step.
"""
import os

import torch
import torch.nn.functional as F

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
BACKEND = os.environ.get("EXAMPLE_BACKEND", "inductor")
K = 4


def fn(x, w1, w2):
    b, n, c = x.shape
    d = (x * x).sum(-1, keepdim=True) - 2 * x @ x.transpose(1, 2) + (x * x).sum(-1)[:, None, :]
    idx = (-d).topk(K, dim=-1).indices  # b, n, K
    base = torch.arange(b, device=x.device).view(b, 1, 1) * n
    nb = x.reshape(b * n, c)[(idx + base).view(-1)].view(b, n, K, c)
    edge = torch.cat([nb - x[:, :, None, :], x[:, :, None, :].expand(-1, -1, K, -1)], -1)
    h = F.leaky_relu(edge @ w1, 0.2)
    h = h.amax(2)
    return (h @ w2).log_softmax(-1)


def main():
    torch.manual_seed(0)
    w1 = torch.randn(6, 16, device=DEV, requires_grad=True)
    w2 = torch.randn(16, 5, device=DEV, requires_grad=True)
    compiled = torch.compile(fn, backend=BACKEND)
    ok = True
    for n in (23, 61):
        x = torch.randn(2, n, 3, device=DEV, requires_grad=True)
        torch._dynamo.mark_dynamic(x, 1)
        out = compiled(x, w1, w2)
        out.mean().backward()
        g = w1.grad.clone()
        w1.grad = w2.grad = x.grad = None
        ref = fn(x, w1, w2)
        ref.mean().backward()
        ok &= torch.allclose(out, ref, atol=1e-3, rtol=1e-3) and torch.allclose(g, w1.grad, atol=1e-3, rtol=1e-3)
        w1.grad = w2.grad = None
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
