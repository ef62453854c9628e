"""The campaign's minimizer on a planted bug: Inductor's own test hook
`cpp.inject_relu_bug_TESTING_ONLY = "accuracy"` makes every C++ relu compute x + 1.
A six-statement program with one relu in the middle must come out of the minimizer as
the relu alone (on one input, static shapes), with the finding still there."""

import json
import sys
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

CAMPAIGN = Path(__file__).resolve().parents[2] / "tools" / "campaign"
sys.path.insert(0, str(CAMPAIGN))

import campaign  # noqa: E402
import gen  # noqa: E402
from minimize import minimize_program  # noqa: E402

PLANTED = {"cpp.inject_relu_bug_TESTING_ONLY": "accuracy"}


def _program():
    return gen.normalize({
        "seed": 0,
        "inputs": [{"name": "x0", "shape": [8, 6], "dtype": "float32", "requires_grad": False},
                   {"name": "x1", "shape": [6], "dtype": "float32", "requires_grad": False}],
        "dynamic": "mark", "mark_dims": {"x0": [0]}, "backward": False,
        "stmts": [
            {"out": "v0", "op": "sigmoid", "args": ["x0"], "p": {}},
            {"out": "v1", "op": "affine", "args": ["x0"], "p": {"k": 3, "c": 1}},
            {"out": "v2", "op": "relu", "args": ["v1"], "p": {}},
            {"out": "v3", "op": "sum", "args": ["v2"], "p": {"d": 0, "k": False}},
            {"out": "v4", "op": "add", "args": ["v0", "v3"], "p": {}},
            {"out": "v5", "op": "mul", "args": ["v4", "x1"], "p": {}},
        ],
    })


def test_the_program_is_valid_and_renders():
    p = _program()
    src = gen.render(p)
    ns = {"__name__": "t"}
    exec(compile(src, "program.py", "exec"), ns)
    (out,) = ns["fn"](*ns["make_inputs"]("cpu"))
    assert out.shape == (8, 6)
    assert p["outputs"] == ["v5"]


def test_generator_is_reproducible():
    assert gen.generate(1234) == gen.generate(1234)
    assert gen.generate(1234) != gen.generate(1235)


def test_minimizer_reduces_a_planted_relu_bug_to_the_relu(tmp_path):
    w = campaign.Worker(sys.executable, "cpu", tmp_path / "worker.log", campaign.worker_env(tmp_path, 0))

    def run(program, d):
        r = w.run({"program": program, "dir": str(d), "inductor_config": PLANTED}, 600)
        r["clusters"] = campaign.cluster_keys(r)
        return r

    try:
        first = run(_program(), tmp_path / "first")
        assert first["verdict"] == "numerical-inconsistency", json.dumps(first, default=str)[:2000]
        # Without the planted bug the same program is consistent: the finding is the bug's.
        clean = w.run({"program": _program(), "dir": str(tmp_path / "clean")}, 600)
        assert clean["verdict"] == "consistent", json.dumps(clean, default=str)[:2000]
        key = "differential|numerical"
        mini, log = minimize_program(_program(), key, run, tmp_path / "min", budget=30)
    finally:
        w.stop()
    assert mini is not None, log
    ops = [s["op"] for s in mini["stmts"]]
    assert "relu" in ops, (ops, log)
    assert len(ops) == 1, (ops, log)
    assert [i["name"] for i in mini["inputs"]] == ["x0"], (mini["inputs"], log)
    assert mini["dynamic"] == "static", log
    assert log["runs"] <= 30


def test_counterexample_binding_maps_to_input_dimensions():
    program = _program()
    symbols = {"s77": ["L['x0'].size()[0]"], "s27": ["L['x1'].size()[0]", "L['x0'].size()[1]"], "u0": []}
    shapes, unmapped = campaign.shapes_at(program, symbols, {"s77": 40, "s27": 9, "u0": 3})
    assert shapes == {"x0": [40, 6], "x1": [9]}
    assert unmapped == ["u0"]
    # The program's own shapes are not touched.
    assert program["inputs"][0]["shape"] == [8, 6]


def test_cluster_keys_group_by_oracle_rule_and_kernel_pattern():
    row = {"verdict": "consistent", "audit": {"status": "error", "findings": [
        {"rule": "IA101", "severity": "error", "kernel": "cpp_fused_constant_pad_nd_3"},
        {"rule": "IA101", "severity": "error", "kernel": "cpp_fused_constant_pad_nd_0"},
        {"rule": "IA190", "severity": "warning", "kernel": "cpp_fused_x_1"}]}}
    assert campaign.cluster_keys(row) == ["audit|IA101|cpp_fused_constant_pad_nd"]
    crash = {"verdict": "compile-error", "evidence": {"inner_type": "CppCompileError", "error": "error at line 12 of /tmp/x/a.cpp"}}
    crash2 = {"verdict": "compile-error", "evidence": {"inner_type": "CppCompileError", "error": "error at line 99 of /tmp/y/b.cpp"}}
    assert campaign.cluster_keys(crash) == campaign.cluster_keys(crash2)
    assert campaign.cluster_keys({"verdict": "invalid-model", "evidence": {"eager_error": "x"}}) == []


def test_minimizer_keeps_an_audit_finding_across_kernel_renames():
    from minimize import _same_finding

    assert _same_finding("audit|IA102|cpp_fused_add_index_put", "audit|IA102|cpp_fused_index_put")
    assert not _same_finding("audit|IA102|cpp_fused_add_index_put", "audit|IA101|cpp_fused_add_index_put")
    assert not _same_finding("differential|numerical", "differential|grad")


def test_resume_with_another_job_count_skips_every_finished_program(tmp_path):
    # Programs 0-5 finished by a run with 2 jobs (job j did k = j, j+2, j+4); a resume with 3
    # jobs assigns them to other jobs and must still skip all six (the H100 run resumed with
    # 14 jobs after 12 and re-ran 164 finished programs when each job read only its own file).
    import json
    import subprocess
    import sys
    from pathlib import Path

    out = tmp_path / "camp"
    (out / "state").mkdir(parents=True)
    for j in range(2):
        rows = [{"k": k, "seed": k, "valid": True} for k in range(j, 6, 2)]
        (out / "state" / f"shard-1-of-1.job-{j}.jsonl").write_text("".join(json.dumps(r) + "\n" for r in rows))
    driver = Path(__file__).resolve().parents[2] / "tools" / "campaign" / "campaign.py"
    r = subprocess.run([sys.executable, str(driver), "run", "--out", str(out), "--count", "6", "--jobs", "3", "--quiet"],
                       capture_output=True, text=True, timeout=120)
    assert "0 programs run now, 6 already done" in r.stderr, r.stderr[-2000:]
