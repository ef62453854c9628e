"""inductor-audit from Python: audit what PyTorch Inductor generates.

- :func:`audit` / :func:`audit_text`: dumps or text to a :class:`Report`
  (``.findings``, ``.stats``, ``.to_json()``);
- :func:`capture`: run a program under Inductor, keep everything, audit it;
- :class:`watch`: audit each module as Inductor produces it, in this process;
- ``pytest --inductor-audit``: the pytest plugin (:mod:`inductor_audit.pytest_plugin`);
- :func:`differential`: the eager / compiled / float64 oracle (:mod:`inductor_audit.oracle`).

torch is imported only by the hook and the oracle.
"""

from ._capture import Capture, audit, audit_text, capture
from ._native import VERSION as __version__
from ._report import Baseline, Finding, Report
from .watch import CompiledModule, InductorAuditError, InductorAuditWarning, watch


def differential(*args, **kwargs):
    """See :func:`inductor_audit.oracle.differential`."""
    from .oracle import differential as run

    return run(*args, **kwargs)


__all__ = [
    "Baseline", "Capture", "CompiledModule", "Finding", "InductorAuditError",
    "InductorAuditWarning", "Report", "audit", "audit_text", "capture", "differential",
    "watch", "__version__",
]
