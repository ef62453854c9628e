#!/usr/bin/env python3
"""Writes a large TORCH_LOGS=output_code log for tools/bench_parse.sh by concatenating real
captured logs (decompressed), repeated until the size is reached. Each repetition gets
its own pid and its records a shifted timestamp, so every module is a distinct log
record (the audit still recognises identical module texts: see BENCHMARKS.md).

    bench_make_log.py --mb 1024 --out big.log LOG.gz...
"""
import argparse
import gzip
import re
import sys

# Kernel names (Triton and C++) and module hashes: renamed per repetition with --rename so
# that no two repetitions share a module text (the audit memoizes identical texts).
# Kernel names are the ones a module defines (`def NAME(` or `NAME = async_compile.`); the
# module hash is `c` and 51 base-32 characters.
DEFINED = re.compile(rb"(?:\bdef |^|\] )(\w+)(?:\(| = async_compile\.)", re.M)
HASH = re.compile(rb"\bc[a-z0-9]{51}\b")


def renamer(data):
    """A function that renames the kernels and module hashes of `data` for one repetition."""
    names = sorted({m.group(1) for m in DEFINED.finditer(data) if re.match(rb"(triton|cpp|kernel)_", m.group(1))}, key=len, reverse=True)
    if names:
        pat = re.compile(rb"\b(" + b"|".join(re.escape(n) for n in names) + rb")\b")
    def rename(chunk, rep):
        if names:
            chunk = pat.sub(lambda m: m.group(1) + b"_r%d" % rep, chunk)
        return HASH.sub(lambda m: m.group(0)[:-8] + b"%08d" % rep, chunk)
    return rename
GLOG = re.compile(rb"^(\[rank\d+\]:)?([VIWEDC]\d{4} )(\d\d:\d\d:\d\d\.\d{6})( +)(\d+)( )", re.M)


def template(data):
    """Splits a log into literal pieces around each line's time and pid fields."""
    pieces, fields, pos = [], [], 0
    for m in GLOG.finditer(data):
        pieces.append(data[pos:m.start(3)])
        fields.append(("time", m.group(3)))
        pieces.append(data[m.end(3):m.start(5)])
        fields.append(("pid", m.group(5)))
        pos = m.end(5)
    pieces.append(data[pos:])
    return pieces, fields


def render(pieces, fields, rep):
    pid = str(100000 + rep).encode()
    out = [pieces[0]]
    for (kind, value), piece in zip(fields, pieces[1:]):
        if kind == "pid":
            out.append(pid)
        else:
            # Shift the seconds and microseconds by the repetition; records keep equal times.
            hh, mm, rest = value.split(b":")
            ss, us = rest.split(b".")
            out.append(b"%s:%s:%02d.%06d" % (hh, mm, (int(ss) + rep // 1000000) % 60, (int(us) + rep) % 1000000))
        out.append(piece)
    return b"".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--mb", type=float, required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--rename", action="store_true", help="rename kernels and module hashes per repetition (distinct modules)")
    ap.add_argument("logs", nargs="+")
    a = ap.parse_args()
    templates = []
    for p in sorted(a.logs):
        data = gzip.open(p).read() if p.endswith(".gz") else open(p, "rb").read()
        if not data.endswith(b"\n"):
            data += b"\n"
        templates.append(template(data) + (renamer(data),))
    target = int(a.mb * 1e6)
    written, rep = 0, 0
    with open(a.out, "wb", buffering=1 << 22) as f:
        while written < target:
            for pieces, fields, rename in templates:
                chunk = render(pieces, fields, rep)
                if a.rename and rep > 0:
                    chunk = rename(chunk, rep)
                f.write(chunk)
                written += len(chunk)
                if written >= target:
                    break
            rep += 1
    print(f"{a.out}: {written / 1e6:.1f} MB, {rep} repetitions of {len(templates)} logs", file=sys.stderr)


if __name__ == "__main__":
    main()
