"""The ``inductor-audit`` command of the wheel: the binary's command line, run from the
native module (a pyo3 wheel cannot ship the binary itself)."""

import sys

from . import _native


def main() -> int:
    return _native.cli_main(["inductor-audit", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
