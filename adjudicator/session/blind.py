"""Blind mode: the annotators' names are hidden and, for each item, the order in which their
labels are shown (and which one key A / B takes) is shuffled. The shuffle is seeded by the
session and the item, so an item shows the same order every time during the session."""

from __future__ import annotations

import secrets

import numpy as np


class BlindOrder:
    """Per-item permutation of the annotators, stable for one seed."""

    def __init__(self, annotators: int, seed: int | None = None) -> None:
        self.annotators = annotators
        self.seed = secrets.randbits(32) if seed is None else seed

    def order(self, item: int) -> list[int]:
        """The annotators of ``item`` in the order shown as A, B, C…"""
        rng = np.random.default_rng([self.seed, item])
        return [int(r) for r in rng.permutation(self.annotators)]


def letter(position: int) -> str:
    """A, B, C… for the shown positions."""
    return chr(ord("A") + position) if position < 26 else str(position + 1)
