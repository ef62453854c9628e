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
    ap.add_argument("logs", nargs="+")
    a = ap.parse_args()
    templates = []
    for p in sorted(a.logs):
        data = gzip.open(p).read() if p.endswith(".gz") else open(p, "rb").read()
        if not data.endswith(b"\n"):
            data += b"\n"
        templates.append(template(data))
    target = int(a.mb * 1e6)
    written, rep = 0, 0
    with open(a.out, "wb", buffering=1 << 22) as f:
        while written < target:
            for pieces, fields in templates:
                chunk = render(pieces, fields, rep)
                f.write(chunk)
                written += len(chunk)
                if written >= target:
                    break
            rep += 1
    print(f"{a.out}: {written / 1e6:.1f} MB, {rep} repetitions of {len(templates)} logs", file=sys.stderr)


if __name__ == "__main__":
    main()
