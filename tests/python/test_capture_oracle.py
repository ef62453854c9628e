"""`inductor-audit capture` end to end on CPU, and the oracle's verdicts on the seed
programs of tools/examples (oracle_*.py), each asserting its verdict and evidence."""

import gzip
import json

import pytest

torch = pytest.importorskip("torch")

import inductor_audit  # noqa: E402
from conftest import EXAMPLES, capture_example, load_example  # noqa: E402
from inductor_audit.oracle import Verdict, metadata_differences  # noqa: E402


def test_capture_runs_a_program_and_audits_it(tmp_path):
    out = tmp_path / "cap"
    report = capture_example(out, "oracle_relu_bug_accuracy")
    assert report["schema"] == "inductor-audit/1"
    # The module is in the log and in the cache; each copy is audited.
    assert report["stats"]["modules"] >= 1 and report["stats"]["kernels"] >= 1
    assert report["stats"]["proven"] > 0 and report["findings"] == []
    record = json.loads((out / "capture.json").read_text())
    assert record["exit_status"] == 0 and not record["timed_out"]
    assert record["torch"] == torch.__version__
    # The code, and the Dynamo guards with the records naming each size's symbol.
    assert record["env_set"]["TORCH_LOGS"].split(",")[-3:] == ["output_code", "guards", "dynamic"]
    assert (out / "program.py").read_text() == (EXAMPLES / "oracle_relu_bug_accuracy.py").read_text()
    log = gzip.open(out / "output_code.log.gz", "rt").read()
    # The seed runs on the GPU where there is one (Triton kernels), else on CPU (C++).
    kernel_mark = "async_compile.triton(" if torch.cuda.is_available() else "cpp_fused"
    assert "[__output_code] Output code:" in log and kernel_mark in log
    assert "[__guards]" in log
    assert list((out / "cache").rglob("c*.py")), "wrapper modules kept in the private cache"
    assert not list((out / "cache").rglob("*.so")), "bulky build products pruned"
    assert '"verdict": "numerical-inconsistency"' in (out / "stdout.txt").read_text()


def run_seed(name, **kwargs):
    seed = load_example(name)
    torch.manual_seed(0)
    model, inputs = seed.make("cpu")
    return seed, inductor_audit.differential(model, inputs, inductor_config=getattr(seed, "CONFIG", None), **kwargs)


def test_invalid_model_mm_shape_mismatch():
    seed, r = run_seed("oracle_mm_invalid")
    assert r.verdict is Verdict.INVALID_MODEL == seed.EXPECTED
    assert "mat1 and mat2 shapes cannot be multiplied (2x10 and 2x10)" in r.evidence["eager_error"]
    assert r.evidence["compiled"] == "raised too"


def test_planted_wrong_relu_lowering_is_a_numerical_inconsistency():
    seed, r = run_seed("oracle_relu_bug_accuracy")
    assert r.verdict is Verdict.NUMERICAL_INCONSISTENCY == seed.EXPECTED
    (row,) = r.evidence["errors_vs_fp64"]
    assert row["eager_max_abs"] < 1e-5
    assert row["compiled_max_abs"] > 0.5  # relu(x) + 1 instead of relu(x), times 2
    assert any("RMSE" in line for line in r.evidence["same_log"])
    # The compiled module was audited on the way (clean: the bug is in values, not bounds).
    assert r.audit.stats["modules"] >= 1 and r.audit.findings == []


def test_planted_uncompilable_lowering_is_a_behaviour_inconsistency():
    seed, r = run_seed("oracle_relu_bug_compile_error", nondeterminism=False)
    assert r.verdict is Verdict.BEHAVIOUR_INCONSISTENCY == seed.EXPECTED
    assert "eager_error" not in r.evidence
    assert "CppCompileError" in r.evidence["compiled_error"] or "compile" in r.evidence["compiled_error"].lower()


def test_skew_symmetric_requires_grad_metadata():
    """#169179: sliced assignment of a vector that requires grad into zeros. Eager's output
    requires grad; the oracle reports any compiled output that lost it as a metadata
    inconsistency, and the program's outputs are compared in full otherwise."""
    seed, r = run_seed("oracle_skew_requires_grad")
    torch.manual_seed(0)
    model, (vec,) = seed.make("cpu")
    eager_matrix, _ = model(vec)
    assert eager_matrix.requires_grad
    if r.verdict is Verdict.METADATA_INCONSISTENCY:
        assert {"attribute": "requires_grad", "eager": True, "compiled": False}.items() <= r.evidence["metadata"][0].items()
    else:
        # This PyTorch keeps requires_grad: the program is consistent here.
        assert r.verdict is Verdict.CONSISTENT, r


def test_metadata_differences_name_the_attribute():
    a = torch.randn(3, 4, requires_grad=True) * 1
    assert metadata_differences((a,), (a.detach(),)) == [
        {"output": "out[0]", "attribute": "requires_grad", "eager": True, "compiled": False}]
    b = a.detach()
    assert metadata_differences(b, b.t().contiguous().t()) == [
        {"output": "out", "attribute": "stride", "eager": [4, 1], "compiled": [1, 3]}]
    assert metadata_differences(b, b.double())[0]["attribute"] == "dtype"
    assert metadata_differences([a, a], [a])[0]["attribute"] == "structure"


def test_a_compiler_that_drops_requires_grad_is_a_metadata_inconsistency():
    """The verdict path of #169179 on a PyTorch that no longer shows it: a stand-in
    compiler whose outputs lost requires_grad, as the compiled skew-symmetric matrix did."""
    seed = load_example("oracle_skew_requires_grad")
    model, inputs = seed.make("cpu")

    def detaching_compiler(m):
        return lambda *args: tuple(t.detach() for t in m(*args))

    r = inductor_audit.differential(model, inputs, compile=detaching_compiler, audit=False)
    assert r.verdict is Verdict.METADATA_INCONSISTENCY
    assert [(d["output"], d["attribute"], d["eager"], d["compiled"]) for d in r.evidence["metadata"]] == [
        ("out[0]", "requires_grad", True, False), ("out[1]", "requires_grad", True, False)]


def test_a_compiler_that_changes_between_runs_is_nondeterminism():
    calls = []

    def drifting_compiler(m):
        def run(x):
            calls.append(1)
            return m(x) + (1e-3 if len(calls) > 1 else 0.0)
        return run

    r = inductor_audit.differential(lambda x: x * 3.0, [torch.ones(4, 4)], compile=drifting_compiler, audit=False)
    assert r.verdict is Verdict.NONDETERMINISM
    assert r.evidence["second_run"][0]["second_max_abs"] > 0
