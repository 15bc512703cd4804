"""A matplotlib figure to draw on and its bytes: what every report figure module shares.

Kept apart from the figures themselves so that the agreement figures (``figures``) and the
score figures (``score_figures``) both use it without importing each other.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from io import BytesIO
from typing import Any


@contextmanager
def new_figure(width: float, height: float) -> Iterator[Any]:
    """A matplotlib Figure (object API: no global pyplot state, thread-safe enough)."""
    from matplotlib.figure import Figure

    fig = Figure(figsize=(width, height), dpi=110, layout="constrained")
    yield fig


def figure_bytes(fig: Any, fmt: str) -> bytes:
    """The figure written as ``fmt`` (png or svg), in memory."""
    buf = BytesIO()
    fig.savefig(buf, format=fmt)
    return buf.getvalue()
