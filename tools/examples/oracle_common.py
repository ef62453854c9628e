"""Shared `__main__` of the oracle seed programs (not a seed itself) (tools/examples/oracle_*.py): run the
differential oracle on the program's model and say whether the verdict is the expected
one. Exit status 0 when it is, 1 when not."""

from __future__ import annotations

import json
import sys


def run(module) -> int:
    import torch

    import inductor_audit

    device = "cuda" if torch.cuda.is_available() else "cpu"
    torch.manual_seed(0)
    model, inputs = module.make(device)
    result = inductor_audit.differential(model, inputs, inductor_config=getattr(module, "CONFIG", None))
    expected = module.EXPECTED.get(device) if isinstance(module.EXPECTED, dict) else module.EXPECTED
    print(json.dumps({"program": module.__name__, "device": device, "torch": torch.__version__,
                      "expected": expected, **result.to_dict()}, indent=2, default=str))
    return 0 if expected is None or result.verdict.value == expected else 1


if __name__ == "__main__":
    sys.exit("run one of tools/examples/oracle_*.py")
