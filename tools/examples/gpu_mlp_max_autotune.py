"""A three-layer MLP on CUDA compiled with mode="max-autotune" (Triton mm templates with
fused epilogues, autotuned, and their benchmark modules) with a dynamic batch, fp16 weights;
forward only.
"""
import torch
import torch.nn as nn


def main():
    torch.manual_seed(0)
    model = nn.Sequential(nn.Linear(96, 128), nn.GELU(), nn.Linear(128, 64), nn.LayerNorm(64), nn.ReLU(), nn.Linear(64, 16)).cuda().half()
    compiled = torch.compile(model, mode="max-autotune-no-cudagraphs")
    ok = True
    with torch.no_grad():
        for n in (33, 100):
            x = torch.randn(n, 96, device="cuda", dtype=torch.half)
            torch._dynamo.mark_dynamic(x, 0)
            ok &= torch.allclose(compiled(x), model(x), atol=2e-2, rtol=2e-2)
    torch.cuda.synchronize()
    print("ok" if ok else "MISMATCH")


if __name__ == "__main__":
    main()
