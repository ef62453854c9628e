"""The in-process hook and the pytest plugin. Inductor hands every wrapper module to the
`output_code` artifact logger; the tests that need a module with an error finding log a
real one (the H100 pad+relu module with its pad mask dropped) through that logger, as
Inductor does, instead of compiling: no CPU compile produces a bad module on purpose.
One test compiles for real to show the hook sees Inductor's own modules."""

import logging
import textwrap
from pathlib import Path

import pytest

torch = pytest.importorskip("torch")

import inductor_audit  # noqa: E402
from inductor_audit.watch import OUTPUT_CODE_LOGGER  # noqa: E402


def log_module(text: str) -> None:
    logging.getLogger(OUTPUT_CODE_LOGGER).debug("Output code: \n%s", text)
    logging.getLogger(OUTPUT_CODE_LOGGER).debug("Output code written to: %s", "/tmp/cfake.py")


def test_logger_name_is_inductors():
    import torch._inductor.codecache as codecache

    assert codecache.output_code_log.name == OUTPUT_CODE_LOGGER


def test_watch_raises_on_a_module_with_an_error(bad_module_text):
    with pytest.raises(inductor_audit.InductorAuditError) as e:
        with inductor_audit.watch(on_error="raise"):
            log_module(bad_module_text)
    assert [f.rule for f in e.value.findings] == ["IA101"]
    assert "IA101 (load-out-of-bounds) in triton_poi_fused_constant_pad_nd_relu_0" in str(e.value)
    assert "24480-element storage" in str(e.value)


def test_watch_findings_point_at_a_saved_copy_of_the_module(bad_module_text, tmp_path):
    with inductor_audit.watch(on_error="ignore", save_dir=tmp_path) as w:
        log_module(bad_module_text)
    f = w.errors[0]
    saved = Path(f.path)
    assert saved.parent == tmp_path and saved.read_text() == bad_module_text
    assert w.modules[0].saved == str(saved)
    # The finding's line of the saved file holds the access.
    assert "tl.load(" in saved.read_text().splitlines()[f.line - 1]
    assert str(saved) in str(inductor_audit.watch._message(w.errors, w.modules))


def test_watch_warns_and_collects(bad_module_text, clean_module_text):
    with pytest.warns(inductor_audit.InductorAuditWarning, match="IA101"):
        with inductor_audit.watch(on_error="warn") as w:
            log_module(clean_module_text)
            log_module(bad_module_text)
            log_module(bad_module_text)  # logged twice (as Inductor does on recompiles): audited once
    assert len(w.modules) == 2
    assert w.modules[1].path == "/tmp/cfake.py"
    assert [f.rule for f in w.errors] == ["IA101"]
    assert w.report.stats["modules"] == 2


def test_watch_leaves_the_logger_as_it_found_it(bad_module_text):
    logger = logging.getLogger(OUTPUT_CODE_LOGGER)
    before = (logger.level, list(logger.handlers))
    with inductor_audit.watch(on_error="ignore") as w:
        assert logger.isEnabledFor(logging.DEBUG)
    assert (logger.level, list(logger.handlers)) == before
    log_module(bad_module_text)  # outside the block: not seen
    assert w.modules == []


def test_watch_audits_what_inductor_compiles():
    """One real CPU compile: the hook receives Inductor's module (C++ kernels), audits it
    clean, and ties it to the compiled function."""

    def fn(x, y):
        return (x * y).sum(dim=1) + torch.sigmoid(x[:, :3]).mean()

    with inductor_audit.watch(on_error="raise") as w:
        out = torch.compile(fn)(torch.randn(9, 5), torch.randn(9, 5))
    assert out.shape == (9,)
    assert len(w.modules) >= 1
    m = w.modules[0]
    assert "def call(" in m.text and "cpp_fused" in m.text
    assert m.report.stats["modules"] == 1 and m.report.stats["kernels"] >= 1
    assert m.report.stats["proven"] > 0
    assert m.compile_id is not None and m.compile_id.startswith("0/") or m.compile_id
    assert m.code is fn.__code__
    assert w.errors == []
    assert w.findings_for(fn) == [] and w.findings_for(lambda: None) == []


INNER_TESTS = textwrap.dedent('''
    import logging
    from pathlib import Path

    LOGGER = "torch._inductor.codecache.__output_code"

    def emit(name):
        import torch._inductor.codecache  # noqa: F401  (Inductor's logger, registered)
        text = Path(__file__).with_name(name).read_text()
        logging.getLogger(LOGGER).debug("Output code: \\n%s", text)

    def test_compiles_bad_code():
        emit("bad_module.py.txt")

    def test_compiles_clean_code():
        emit("clean_module.py.txt")

    def test_compiles_nothing():
        pass
''')


@pytest.fixture
def suite(pytester, bad_module_text, clean_module_text):
    pytester.path.joinpath("bad_module.py.txt").write_text(bad_module_text)
    pytester.path.joinpath("clean_module.py.txt").write_text(clean_module_text)
    pytester.makepyfile(test_inner=INNER_TESTS)
    return pytester


def test_plugin_fails_the_test_whose_code_has_an_error(suite):
    r = suite.runpytest_subprocess("--inductor-audit", "-p", "no:cacheprovider")
    r.assert_outcomes(passed=2, failed=1)
    out = r.stdout.str()
    assert "FAILED test_inner.py::test_compiles_bad_code" in out
    assert "InductorAuditFailure" in out
    assert "IA101 (load-out-of-bounds) in triton_poi_fused_constant_pad_nd_relu_0" in out
    assert "inductor-audit: 2 modules audited, 1 findings (1 errors, 0 in the baseline)" in out
    # The summary names the findings; the failure holds the findings, not torch's log.
    assert "error IA101 load-out-of-bounds triton_poi_fused_constant_pad_nd_relu_0" in out
    assert "DEBUG" not in out.split("inductor-audit: 1 error finding")[1].split("short test summary")[0]


def test_plugin_is_off_without_the_flag(suite):
    suite.runpytest_subprocess("-p", "no:cacheprovider").assert_outcomes(passed=3)


def test_plugin_passes_baselined_findings(suite):
    base = suite.path / "audit-baseline.json"
    r = suite.runpytest_subprocess("--inductor-audit", f"--inductor-audit-write-baseline={base}")
    r.assert_outcomes(passed=3)
    assert base.is_file() and '"fingerprint": "IA101:triton_poi_fused_constant_pad_nd_relu' in base.read_text()
    r = suite.runpytest_subprocess("--inductor-audit", f"--inductor-audit-baseline={base}")
    r.assert_outcomes(passed=3)
    assert "1 findings (1 errors, 1 in the baseline)" in r.stdout.str()
    # The same baseline gates the command line too.
    import subprocess

    from conftest import FIXTURES

    cli = subprocess.run(["inductor-audit", "audit", str(FIXTURES / "pad_relu_load_unmasked.log"),
                          "--isolated", "--baseline", str(base)], capture_output=True, text=True)
    assert cli.returncode == 0, cli.stdout + cli.stderr
