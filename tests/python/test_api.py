"""audit / audit_text / the console script, on real Inductor output: no torch needed."""

import json
import subprocess
import sys

import inductor_audit
from conftest import FIXTURES


def test_audit_text_finds_the_dropped_pad_mask(bad_module_text):
    r = inductor_audit.audit_text(bad_module_text, name="pad_relu.py")
    assert r.stats["modules"] == 1
    assert [f.rule for f in r.findings] == ["IA101"]
    f = r.findings[0]
    assert f.severity == "error" and f.is_error
    assert f.kernel == "triton_poi_fused_constant_pad_nd_relu_0"
    assert "24480-element storage" in f.message
    assert f.evidence["extent"] == 24480 and f.evidence["offset"] >= 24480
    assert f.path == "pad_relu.py"
    assert f.fingerprint.startswith("IA101:triton_poi_fused_constant_pad_nd_relu")


def test_clean_module_has_no_findings(clean_module_text):
    r = inductor_audit.audit_text(clean_module_text)
    assert r.stats["modules"] == 1 and r.stats["proven"] > 0
    assert r.findings == [] and not r.has_errors


def test_report_json_is_the_cli_contract(tmp_path):
    log = FIXTURES / "pad_relu_load_unmasked_store_shifted.log"
    r = inductor_audit.audit(log, isolated=True)
    cli = subprocess.run([sys.executable, "-m", "inductor_audit", "audit", str(log), "--format",
                          "json", "--isolated"], capture_output=True, text=True)
    assert cli.returncode == 1, cli.stderr
    assert json.loads(r.to_json()) == json.loads(cli.stdout)
    assert sorted(f.rule for f in r.findings) == ["IA101", "IA102"]


def test_console_script_exit_codes(tmp_path):
    clean = subprocess.run(["inductor-audit", "audit", str(FIXTURES / "pad_relu_clean.log"), "--isolated"],
                           capture_output=True, text=True)
    assert clean.returncode == 0, clean.stderr
    bad = subprocess.run(["inductor-audit", "audit", str(FIXTURES / "pad_relu_load_unmasked.log"), "--isolated"],
                         capture_output=True, text=True)
    assert bad.returncode == 1 and "IA101" in bad.stdout
    missing = subprocess.run(["inductor-audit", "audit", str(tmp_path / "nothing")], capture_output=True, text=True)
    assert missing.returncode == 2


def test_baseline_written_in_python_is_read_by_the_cli(tmp_path, bad_module_text):
    log = FIXTURES / "pad_relu_load_unmasked.log"
    r = inductor_audit.audit(log, isolated=True)
    base = tmp_path / "baseline.json"
    inductor_audit.Baseline.write(base, r.findings)
    cli = subprocess.run(["inductor-audit", "audit", str(log), "--isolated", "--baseline", str(base)],
                         capture_output=True, text=True)
    assert cli.returncode == 0, cli.stdout + cli.stderr
    new, known = inductor_audit.Baseline.read(base).split_new(inductor_audit.audit_text(bad_module_text).findings)
    assert new == [] and len(known) == 1
