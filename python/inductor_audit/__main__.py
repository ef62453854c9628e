"""The ``inductor-audit`` command of the wheel: the binary's command line, run from the
native module (a pyo3 wheel cannot ship the binary itself)."""

import signal
import sys

from . import _native


def main() -> int:
    # The console script is a filter like the binary: `inductor-audit rules | head` ends
    # quietly (Python ignores SIGPIPE, and the native writer would report a broken pipe).
    if hasattr(signal, "SIGPIPE"):
        signal.signal(signal.SIGPIPE, signal.SIG_DFL)
    return _native.cli_main(["inductor-audit", *sys.argv[1:]])


if __name__ == "__main__":
    sys.exit(main())
