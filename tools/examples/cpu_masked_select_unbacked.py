"""Data-dependent output sizes on the CPU (unbacked symbols), with a dynamic batch: boolean
mask indexing `x[mask]` of the tokens whose score passes a threshold, `nonzero` to get
their positions, a per-selected-token MLP, and the results written back with `index_put_`
into a zero tensor; a padded `masked_scatter` of a second head. Compiled with
`capture_dynamic_output_shape_ops` so the selection stays in the graph.
"""
import os

import torch
import torch.nn as nn

DEV = os.environ.get("EXAMPLE_DEVICE", "cpu")
torch._dynamo.config.capture_dynamic_output_shape_ops = True
torch._dynamo.config.capture_scalar_outputs = True


class Router(nn.Module):
    def __init__(self):
        super().__init__()
        self.score = nn.Linear(16, 1)
        self.mlp = nn.Sequential(nn.Linear(16, 32), nn.GELU(), nn.Linear(32, 16))

    def forward(self, x):
        b, t, d = x.shape
        flat = x.reshape(b * t, d)
        s = self.score(flat).squeeze(-1)
        keep = s > 0
        idx = keep.nonzero().squeeze(1)
        picked = flat[keep]
        out = torch.zeros_like(flat)
        out.index_put_((idx,), self.mlp(picked))
        return (flat + out).reshape(b, t, d), idx.shape[0] * torch.ones((), device=x.device)


def main():
    torch.manual_seed(0)
    model = Router().to(DEV)
    compiled = torch.compile(model)
    ok = True
    with torch.no_grad():
        for b in (3, 5):
            x = torch.randn(b, 11, 16, device=DEV)
            torch._dynamo.mark_dynamic(x, 0)
            y, n = compiled(x)
            ry, rn = model(x)
            ok &= torch.allclose(y, ry, atol=1e-4, rtol=1e-4) and torch.equal(n, rn)
    if DEV == "cuda":
        torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
