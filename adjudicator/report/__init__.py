"""The acceptance report: acceptance (rules, verdict, model), rendering (HTML, figures, words)
and analyses; ``acceptance_report(data, log=..., rules=...)`` returns its model."""

from __future__ import annotations

from typing import Any

__all__ = ["acceptance_report"]


def __getattr__(name: str) -> Any:
    """Load the API lazily so importing one report module stays cheap."""
    if name == "acceptance_report":
        from adjudicator.report.api import acceptance_report

        return acceptance_report
    raise AttributeError(name)
