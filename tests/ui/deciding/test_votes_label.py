"""The votes' label reports the sizes a plain label reports for the same table, after a
change of text, width or font as well (its kept sizes are forgotten when the font changes)."""

from __future__ import annotations

from PySide6.QtWidgets import QLabel

from adjudicator.ui.deciding.votes_label import VotesLabel

TABLES = ["<table><tr><td>ann1</td><td style='padding-left:12px'><b>投诉</b></td></tr>"
          "<tr><td>ann2</td><td style='padding-left:12px'><b>退款</b></td></tr></table>",
          "<table><tr><td>ann1</td><td style='padding-left:12px'><b>" + "long label " * 9
          + "</b></td></tr></table>"]


def _same(votes: VotesLabel, plain: QLabel) -> None:
    plain.setText(votes.text())
    assert votes.sizeHint() == plain.sizeHint()
    assert votes.minimumSizeHint() == plain.minimumSizeHint()
    for width in (120, 200, 300):
        assert votes.heightForWidth(width) == plain.heightForWidth(width)


def test_sizes_are_a_plain_labels(qtbot) -> None:  # type: ignore[no-untyped-def]
    votes, plain = VotesLabel(), QLabel()
    for label in (votes, plain):
        qtbot.addWidget(label)
        label.setWordWrap(True)
    for text in TABLES + TABLES:  # the second time from what was kept
        votes.setText(text)
        _same(votes, plain)
    font = votes.font()
    font.setPointSize(font.pointSize() * 2)
    for label in (votes, plain):
        label.setFont(font)
    for text in TABLES:
        votes.setText(text)
        _same(votes, plain)
    votes.setWordWrap(False)
    plain.setWordWrap(False)
    _same(votes, plain)
