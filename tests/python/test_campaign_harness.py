"""The campaign harness's fixes for what the H100 run (torch 2.11) misjudged, checked
without a GPU:

- seed 100585: an eager CUDA kernel failed asynchronously (device-side assert) and the
  error surfaced in the compiled run, so an invalid model read as a compiler crash; the
  poisoned CUDA context would also have failed every later program of that worker.
- seeds 100460, 100462, 100639: gradients through `.to(float16)` differed by one half
  rounding of the loss weights (eager rounds the gradient into the half operand, the
  2.11 compiled backward keeps float32) and were reported as grad-inconsistency.
- seed 100438: one bfloat16 ulp of a layer_norm output was a numerical-inconsistency.
"""

import json
import sys
import textwrap
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

CAMPAIGN = Path(__file__).resolve().parents[2] / "tools" / "campaign"
sys.path.insert(0, str(CAMPAIGN))

import campaign  # noqa: E402
import gen  # noqa: E402
import worker  # noqa: E402

FAKE_WORKER = textwrap.dedent("""
    import json, os, sys
    fd = int(sys.argv[sys.argv.index("--proto-fd") + 1])
    proto = os.fdopen(fd, "w", buffering=1)
    proto.write(json.dumps({"ready": True}) + "\\n")
    for line in sys.stdin:
        job = json.loads(line)
        poison = bool(job.get("poison"))
        res = {"verdict": "invalid-model", "pid": os.getpid()}
        if poison:
            res["restart_worker"] = True
        proto.write(json.dumps(res) + "\\n")
        if poison:
            sys.exit(0)
""")


def test_driver_replaces_a_worker_whose_cuda_context_is_unusable(tmp_path):
    script = tmp_path / "fake_worker.py"
    script.write_text(FAKE_WORKER)
    w = campaign.Worker(sys.executable, "cuda", tmp_path / "w.log", dict(campaign.os.environ), script=script)
    try:
        first = w.run({"poison": True}, 60)
        second = w.run({}, 60)
        third = w.run({}, 60)
    finally:
        w.stop()
    # The program after the poisoned one runs in a fresh process and gets a real verdict,
    # not a worker-crash from writing into the process that exited.
    assert first["verdict"] == "invalid-model" and second["verdict"] == "invalid-model", (first, second)
    assert second["pid"] != first["pid"]
    assert third["pid"] == second["pid"], "a healthy worker is kept"
    assert w.restarts == 1


def _program():
    return gen.normalize({
        "seed": 0,
        "inputs": [{"name": "x0", "shape": [4, 3], "dtype": "float32", "requires_grad": False}],
        "dynamic": "static", "mark_dims": {}, "backward": False,
        "stmts": [{"out": "v0", "op": "sigmoid", "args": ["x0"], "p": {}}],
    })


def test_an_asynchronous_eager_failure_makes_the_model_invalid(tmp_path, monkeypatch):
    # On CUDA the eager kernel's device-side assert is raised at the next synchronization.
    # The worker synchronizes right after the eager run, so the failure is the eager run's
    # (invalid model, never a compiler bug), and it asks for a fresh process.
    r = worker.Runner("cpu")
    calls = []

    def failing_sync(device):
        calls.append(device)
        raise RuntimeError("CUDA error: device-side assert triggered")

    monkeypatch.setattr(r, "sync", failing_sync)
    monkeypatch.setattr(r, "context_usable", lambda device: False)
    res = r.run({"program": _program(), "dir": str(tmp_path / "p"), "device": "cpu"})
    assert calls, "the worker never synchronized after the eager run"
    assert res["verdict"] == "invalid-model", json.dumps(res, default=str)[:2000]
    assert "device-side assert" in res["evidence"]["eager_error"]
    assert res.get("restart_worker") is True
    # Nothing was compiled: the compiled run would only have met the poisoned context.
    assert "compiled_s" not in res["timings"]


def test_a_healthy_context_needs_no_restart():
    r = worker.Runner("cpu")
    assert r.after_error("cpu") == {}


def test_dtype_recorder_sees_a_half_cast_inside_the_program():
    rec = worker.DtypeRecorder()
    x = torch.randn(5, 3)
    with rec:
        _ = (x.to(torch.float16) + x).sum()
    assert "float16" in rec.dtypes and "float32" in rec.dtypes
    assert worker.dtype_tolerance(rec.dtypes) == worker.DTYPE_TOL["float16"]
    assert worker.dtype_tolerance(["float32", "int64"]) == worker.BASE_TOL


def _half_rounded_grads():
    # Seed 100462: the loss weights are cos(arange); eager's gradient into the half operand
    # is the weights rounded to half, the compiled backward's the float32 weights, and the
    # float64 reference rounds like eager.
    w = torch.cos(torch.arange(288, dtype=torch.float32)).view(9, 16, 2)
    eager = (w.half().float(),)
    compiled = (w.clone(),)
    fp64 = (w.half().double(),)
    return eager, compiled, fp64


def test_gradients_through_a_half_cast_get_the_half_tolerance():
    eager, compiled, fp64 = _half_rounded_grads()
    diff = float((eager[0] - compiled[0]).abs().max())
    assert 2e-4 < diff < 3e-4  # the 2.435e-4 seen on the H100
    out = (torch.zeros(1),)
    v, ev = worker.judge_values(out, out, out, eager, compiled, fp64, True, {"float32", "float16"})
    assert v == "consistent", ev
    # The same difference in a program that computes in float32 only stays a finding.
    v32, _ = worker.judge_values(out, out, out, eager, compiled, fp64, True, {"float32"})
    assert v32 == "grad-inconsistency"


def test_a_real_gradient_bug_through_a_half_cast_is_still_found():
    # pytorch#198119's size: the overhanging avg_pool2d window's gradient halved.
    eager, _, fp64 = _half_rounded_grads()
    bad = eager[0].clone()
    bad[..., -1] *= 0.5
    out = (torch.zeros(1),)
    v, ev = worker.judge_values(out, out, out, eager, (bad,), fp64, True, {"float32", "float16", "bfloat16"})
    assert v == "grad-inconsistency", ev


def test_one_bfloat16_ulp_of_an_output_is_not_a_numerical_inconsistency():
    # Seed 100438: a bf16 layer_norm output, one ulp (0.0039 at 0.5-1) apart.
    x = torch.linspace(0.5, 0.99, 7, dtype=torch.float64)
    eager = (x.to(torch.bfloat16),)
    compiled = (eager[0].clone(),)
    compiled[0][3] = (eager[0][3].float() + 2.0 ** -8).to(torch.bfloat16)  # one ulp in [0.5, 1)
    assert float((eager[0].double() - compiled[0].double()).abs().max()) > 1e-3
    # The float64 reference equal to eager (zero reference error): the 1e-4 tolerance alone
    # would call the ulp a numerical inconsistency.
    ref = (eager[0].double(),)
    v, ev = worker.judge_values(eager, compiled, ref, None, None, None, False)
    assert v == "consistent", ev
    # The same relative error in a float32 output is a finding.
    e32 = (x.float(),)
    c32 = (x.float() * (1 + 8e-3),)
    v32, _ = worker.judge_values(e32, c32, (x,), None, None, None, False)
    assert v32 == "numerical-inconsistency"


def test_a_dynamo_tracing_failure_is_a_compile_error():
    # Dynamo wraps a fake-tensor failure during tracing in TorchRuntimeError: nothing
    # compiled ran, so it is a compile error (seed 600093: `x.split(2, 0)` of an empty dim).
    class TorchRuntimeError(RuntimeError):
        pass

    assert worker.is_compile_time_error(TorchRuntimeError("RuntimeError when making fake tensor call"))
    assert worker.is_compile_time_error(RuntimeError("x"), "... CppCompileError: ...")
    assert not worker.is_compile_time_error(RuntimeError("CUDA error: an illegal memory access was encountered"))
