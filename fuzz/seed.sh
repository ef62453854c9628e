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
