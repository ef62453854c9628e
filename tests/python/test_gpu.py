"""The Python front on a CUDA GPU (Triton kernels): the in-process hook and the pytest
plugin on modules Inductor compiles for the GPU, `capture` of a Triton program, and the
oracle's verdicts on the seed programs run on the GPU. Skipped where there is no GPU (CI);
run on the GPU machine by tools/gpu_python.sh, results recorded in
tests/fixtures/gpu_python/README.md."""

import json

import pytest

torch = pytest.importorskip("torch")
if not torch.cuda.is_available():
    pytest.skip("no CUDA GPU", allow_module_level=True)

import inductor_audit  # noqa: E402
from conftest import capture_example, load_example  # noqa: E402
from inductor_audit.oracle import Verdict  # noqa: E402


def test_watch_audits_triton_modules():
    """A pointwise kernel and a reduction on a dynamic shape: the hook receives Inductor's
    Triton module, proves its accesses, and ties it to the compiled function."""

    def fn(x, y):
        return torch.softmax(x * y + 1.0, dim=-1).sum(dim=0)

    with inductor_audit.watch(on_error="raise") as w:
        compiled = torch.compile(fn, dynamic=True)
        for n in (37, 129):
            x, y = torch.randn(n, 96, device="cuda"), torch.randn(n, 96, device="cuda")
            torch.testing.assert_close(compiled(x, y), fn(x, y), rtol=1e-4, atol=1e-4)
    assert len(w.modules) >= 1
    m = w.modules[0]
    assert "async_compile.triton(" in m.text and "@triton.jit" in m.text
    assert m.report.stats["kernels"] >= 1 and m.report.stats["launches"] >= 1
    assert m.report.stats["proven"] > 0
    assert w.errors == []
    assert m.code is fn.__code__


INNER_GPU_TESTS = '''
import torch

def test_compiles_triton():
    f = torch.compile(lambda x: torch.nn.functional.pad(torch.relu(x), (1, 2)) * 3)
    x = torch.randn(33, 65, device="cuda")
    assert f(x).shape == (33, 68)
'''


def test_pytest_plugin_audits_triton_modules(pytester):
    pytester.makepyfile(test_inner=INNER_GPU_TESTS)
    r = pytester.runpytest_subprocess("--inductor-audit", "-p", "no:cacheprovider")
    r.assert_outcomes(passed=1)
    out = r.stdout.str()
    assert "inductor-audit: 1 modules audited, 0 findings" in out or "inductor-audit: 2 modules audited, 0 findings" in out, out


def test_capture_of_a_triton_program(tmp_path):
    out = tmp_path / "cap"
    report = capture_example(out, "pad_constant_dynamic")
    assert report["stats"]["modules"] >= 1 and report["stats"]["launches"] >= 1
    assert report["stats"]["proven"] > 0
    assert [f for f in report["findings"] if f["severity"] == "error"] == []
    assert list((out / "cache" / "triton").rglob("*.cubin")), "compiled kernels kept for confirm"


SEEDS = ["oracle_frexp_mul", "oracle_pad3d_pairwise", "oracle_mm_invalid", "oracle_skew_requires_grad",
         "oracle_relu_bug_accuracy", "oracle_relu_bug_compile_error"]


@pytest.mark.parametrize("name", SEEDS)
def test_oracle_seed_on_gpu(name, record_property):
    seed = load_example(name)
    torch.manual_seed(0)
    model, inputs = seed.make("cuda")
    r = inductor_audit.differential(model, inputs, inductor_config=getattr(seed, "CONFIG", None))
    record_property("verdict", r.verdict.value)
    print(json.dumps({"seed": name, **r.to_dict()}, default=str)[:4000])
    expected = seed.EXPECTED.get("cuda") if isinstance(seed.EXPECTED, dict) else seed.EXPECTED
    assert expected is not None, f"no verdict recorded for {name} on cuda; observed {r.verdict.value}"
    assert r.verdict.value == expected, r.evidence
    if r.verdict is Verdict.NUMERICAL_INCONSISTENCY:
        assert r.evidence["errors_vs_fp64"], r.evidence
    if r.verdict is Verdict.INVALID_MODEL:
        assert r.evidence["eager_error"]
