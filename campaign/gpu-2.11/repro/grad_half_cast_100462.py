import torch
torch._inductor.config.emulate_precision_casts = True
def fn(x0, x1):
    return (x0.to(torch.float32), x0.to(torch.float16) + x1)
def run(f):
    g = torch.Generator().manual_seed(0)
    x0 = torch.randn(9, 16, 2, generator=g).requires_grad_(); x1 = torch.randn(9, 16, 2, generator=g).requires_grad_()
    outs = f(x0, x1)
    sum((o * torch.cos(torch.arange(o.numel(), dtype=torch.float32)).view(o.shape)).sum() for o in outs).backward()
    return x0.grad, x1.grad
e = run(fn); c = run(torch.compile(fn))
print("grad x0 maxdiff", (e[0] - c[0]).abs().max().item(), "grad x1", (e[1] - c[1]).abs().max().item())
x = torch.cos(torch.arange(288.)); print("fp16 rounding of the weights, max", (x - x.half().float()).abs().max().item())
