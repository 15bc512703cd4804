"""Counts in as few characters as a narrow cell allows: 8,002 → "8.0k", 167,912 → "168k",
1,000,000 → "1.0M". The exact count stays in the cell's tooltip; this is only what fits."""

from __future__ import annotations

from collections.abc import Callable

PREFIXES = ((10**3, "k"), (10**6, "M"), (10**9, "G"))  # SI prefixes: symbols, not words


def compact_count(count: int) -> str:
    """Three significant figures at most, with an SI prefix: "987", "8.0k", "168k", "1.2M".
    A value that rounds to 1000 of a prefix takes the next one (999,700 → "1.0M")."""
    if abs(count) < 1000:
        return str(count)
    text = str(count)
    for scale, symbol in PREFIXES:
        value = count / scale
        digits = f"{value:.1f}" if abs(value) < 9.95 else f"{value:.0f}"
        text = digits + symbol
        if abs(float(digits)) < 1000:
            break
    return text


def fitting_count(count: int, full: str, fits: Callable[[str], bool]) -> str:
    """``full`` when it fits, else the compact form (the compact form even if it does not)."""
    return full if fits(full) else compact_count(count)
