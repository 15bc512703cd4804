"""How the window's three columns share its width: the item list first.

The list's text column should stay readable on a 1,024 px screen, so when the list is narrower
than it wants (its label columns plus ``TEXT_WANT`` for the text) the statistics column gives
way first, down to ``LEFT_FLOOR`` (its contents then scroll sideways, nothing is cut), then the
decision column down to its minimum. Before either, the label columns go together from
their comfortable width (the whole header) to their compact one (the labels; the headers
elide in the middle, the whole names stay in their tooltips). With room to spare the
statistics column gets back the width its numbers need: first what the confusion matrix needs
to show every column (up to six labels), then the rest once the list's headers are whole.
Pure arithmetic, so it is tested without a window.
"""

from __future__ import annotations

from dataclasses import dataclass

TEXT_WANT = 240  # px the text column should keep when the window allows it
NO_TEXT_WANT = 64  # px it keeps when the data have no text column (it shows nothing)
LEFT_FLOOR = 216  # px the statistics column keeps at least (the matrix still shows)


@dataclass(frozen=True)
class Needs:
    """What each column needs: the statistics (``left_need``, at least ``left_floor``), the
    list (``middle_want`` with compact label columns, ``middle_comfortable`` with whole
    headers) and the decision panel (``right_min``)."""

    left_need: int
    middle_want: int
    right_min: int
    left_floor: int = LEFT_FLOOR
    middle_comfortable: int = 0
    left_want: int = 0  # the matrix's whole width: before the list's whole headers


def plan(sizes: tuple[int, int, int], needs: Needs) -> tuple[int, int, int]:
    """New (left, middle, right) widths with the same total as ``sizes``.

    >>> plan((307, 419, 290), Needs(left_need=307, middle_want=560, right_min=280))
    (216, 520, 280)
    >>> plan((224, 700, 290), Needs(left_need=307, middle_want=560, right_min=280))
    (307, 617, 290)
    >>> plan((224, 600, 290), Needs(307, 560, 280, middle_comfortable=590))
    (234, 590, 290)
    >>> plan((224, 600, 290), Needs(307, 560, 280, middle_comfortable=590, left_want=250))
    (250, 574, 290)
    """
    left, middle, right = sizes
    floor = min(needs.left_floor, needs.left_need)
    if left < floor:  # below its minimum (Qt would widen it anyway): from the list
        middle, left = middle - (floor - left), floor
    if middle < needs.middle_want:  # the list is short of room: the sides give way
        give = min(needs.middle_want - middle, max(left - floor, 0))
        left, middle = left - give, middle + give
        give = min(needs.middle_want - middle, max(right - needs.right_min, 0))
        right, middle = right - give, middle + give
    elif left < needs.left_need:  # room to spare: the statistics get their width back
        first = min(needs.left_want, needs.left_need)  # the matrix whole before whole headers
        take = max(min(first - left, middle - needs.middle_want), 0)
        left, middle = left + take, middle - take
        want = max(needs.middle_want, needs.middle_comfortable)
        take = max(min(needs.left_need - left, middle - want), 0)
        left, middle = left + take, middle - take
    return left, middle, right


def label_widths(spare: int, widths: dict[int, tuple[int, int]]) -> dict[int, int]:
    """Each label column's width when ``spare`` px are left beyond every column's compact
    width: all comfortable (whole headers) when the spare allows it, else all compact (the
    headers elide alike, and the spare goes to the text).

    >>> label_widths(10, {2: (44, 64), 3: (44, 55)})
    {2: 44, 3: 44}
    >>> label_widths(31, {2: (44, 64), 3: (44, 55)})
    {2: 64, 3: 55}
    """
    extra = sum(max(comfortable - compact, 0) for compact, comfortable in widths.values())
    whole = spare >= extra
    return {col: comfortable if whole else compact
            for col, (compact, comfortable) in widths.items()}
