"""Adjudicator: inter-annotator agreement and adjudication for labelling teams."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__version__ = "0.1.0"
__all__ = ["__version__", "agree"]

if TYPE_CHECKING:  # pragma: no cover
    from adjudicator.api import agree


def __getattr__(name: str) -> Any:
    """Load the public API lazily so `import adjudicator` stays cheap."""
    if name == "agree":
        from adjudicator.api import agree

        return agree
    raise AttributeError(name)
