"""pytorch/pytorch#169760 (our seed case): padding a dimension marked dynamic.

The issue's trace ends in autotuning an in-place pointwise kernel:
`triton_poi_fused_constant_pad_nd_relu_0.run(buf1, s77, xnumel)` dies in
`benchmark_all_configs` → `clone_preserve_strides` with
`setStorage: sizes [2304], strides [1], storage offset 0, and itemsize 4 requiring a
storage size of 9216 are out of bounds for storage of size 8704`: the view bound to the
mutated argument needs 2304 floats, its storage holds 2176.

The issue's own repro is a gist we could not read; this program builds the same shape of
graph: an extern kernel (mm / conv) writes into a buffer that is then padded on the
dynamic dimension and passed through relu, in place, with pointwise autotuning on. Each
variant runs at two sizes of the dynamic dimension (the first compiles, the second reuses
the dynamic graph) and compares with eager.

Needs a CUDA GPU (the autotuner only benchmarks Triton kernels). Prints one CASE_RESULT
line per variant: same / the first line of the error.
"""
import json

import torch
import torch.nn.functional as F

torch._inductor.config.max_autotune_pointwise = True
torch._inductor.config.coordinate_descent_tuning = False


class LinearPadRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.lin = torch.nn.Linear(64, 64)

    def forward(self, x):
        y = self.lin(x)
        y = F.pad(y, (0, 0, 0, 4))  # pad the dynamic row dimension
        return torch.relu(y)


class ConvPadRelu(torch.nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = torch.nn.Conv1d(8, 8, 3, padding=1)

    def forward(self, x):
        y = self.conv(x)
        y = F.pad(y, (2, 2))  # pad the dynamic length
        return torch.relu(y)


def run(name, model, shapes):
    torch.manual_seed(0)
    model = model.cuda()
    compiled = torch.compile(model)
    result = {"same": True, "error": None, "shapes": shapes}
    for shape in shapes:
        x = torch.randn(*shape, device="cuda")
        torch._dynamo.mark_dynamic(x, 0 if name == "linear" else 2)
        try:
            got = compiled(x)
            torch.cuda.synchronize()
            want = model(x)
            same = bool(torch.allclose(got, want, atol=1e-4, rtol=1e-4))
        except Exception as e:  # the failure is what this program is about
            result["same"], result["error"] = False, f"{type(e).__name__}: " + (str(e).strip().splitlines() or [""])[-1][:400]
            break
        result["same"] = result["same"] and same
    print(f"CASE_RESULT bug_pad_dynamic_autotune/{name} " + json.dumps(result), flush=True)


def main():
    with torch.no_grad():
        run("linear", LinearPadRelu(), [(30, 64), (34, 64)])
        run("conv", ConvPadRelu(), [(4, 8, 60), (4, 8, 68)])


if __name__ == "__main__":
    main()
