#!/usr/bin/env bash
# Seeds fuzz/corpus/<target>/ from real captures (../shared/corpus and kernels_samples/):
# wrapper modules, the kernel sources inside them (Triton and C++), index expressions,
# log lines and whole logs. Mutating real Inductor text reaches far deeper into the
# parsers than random bytes do.
#   fuzz/seed.sh && cd fuzz && cargo +nightly fuzz run py_parse_module -- -max_total_time=60
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
python3 - "$root" "$here/corpus" <<'PY'
import gzip, hashlib, os, re, sys
from pathlib import Path

root, out = Path(sys.argv[1]), Path(sys.argv[2])
sources = [p for p in (root.parent / "shared" / "corpus", root / "kernels_samples") if p.is_dir()]

def put(target, data, limit=200_000):
    if isinstance(data, str):
        data = data.encode()
    if not data or len(data) > limit:
        return
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)

triple = re.compile(r"(?s)r?'''(.*?)'''")
index = re.compile(r"tl\.(?:load|store)\([^,]+ \+ \(?([^,]+?)\)?, ")
for src in sources:
    for log in src.glob("*/output_code.log.gz"):
        text = gzip.open(log).read()
        put("pipeline", text)
        for line in text.splitlines()[::41]:
            put("glog_parse_line", line)
    for cpp in src.glob("*/cache/*/*.cpp"):
        put("cpp_parse_kernel", cpp.read_bytes())
    for py in src.glob("*/cache/*/*.py"):
        text = py.read_text(errors="replace")
        put("py_parse_module", text)
        if "def call(" in text:
            put("pipeline", text)
        for body in triple.findall(text):
            if "extern \"C\"" in body or "#include" in body:
                put("cpp_parse_kernel", body)
            elif "@triton.jit" in body:
                put("py_parse_module", body)
        for expr in index.findall(text):
            put("py_parse_expr", expr)
for t in sorted(p.name for p in out.iterdir()):
    print(t, len(list((out / t).iterdir())), "seeds")
PY
# The file-level targets: real gzipped logs (and their text) for gzip_log; small trees for
# discover_dirs (entries separated by 0xFF: a selector byte naming the file, then its
# content; see fuzz_targets/discover_dirs.rs); report strings for renderers.
python3 - "$root" "$here/corpus" <<'PY'
import gzip, hashlib, sys
from pathlib import Path
root, out = Path(sys.argv[1]), Path(sys.argv[2])
def put(target, data):
    d = out / target
    d.mkdir(parents=True, exist_ok=True)
    (d / hashlib.sha1(data).hexdigest()).write_bytes(data)
logs = sorted(root.glob("kernels_samples/*/output_code.log.gz"), key=lambda p: p.stat().st_size)[:12]
for log in logs:
    put("gzip_log", log.read_bytes())
    text = gzip.open(log).read()
    put("gzip_log", text[:20000])
    py = sorted(log.parent.glob("cache/*/*.py"), key=lambda p: p.stat().st_size)[:1]
    entries = [bytes([0x40 | 1]) + log.read_bytes()[:30000], bytes([0]) + text[:8000]]
    entries += [bytes([2]) + p.read_bytes()[:8000] for p in py]
    put("discover_dirs", b"\xff".join(entries))
put("renderers", b"\x05a\nb.log\xffmod\x1b[31m\xffkern\xffmsg \x07\r::error::x\xff  x = tl.load(in_ptr0 + (x0), xmask)\xffreason\xffissue\n::warning::y")
put("renderers", "<script>alert(1)</script>\xff\u202e\xff\xff\xff\t\t\u00e9\xff".encode())
for t in ("gzip_log", "discover_dirs", "renderers"):
    print(t, len(list((out / t).iterdir())), "seeds")
PY
