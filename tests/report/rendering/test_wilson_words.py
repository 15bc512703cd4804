"""The Wilson interval's convention is named in the reader's language, in the report and the
window (the core writes it in English)."""

from __future__ import annotations

import numpy as np
import pytest

from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.report.rendering.texts import Texts


@pytest.mark.parametrize(("lang", "word"), [("zh_CN", "置信区间"), ("zh_TW", "信賴區間")])
def test_wilson_convention_in_chinese(lang: str, word: str) -> None:
    """"95% CI = Wilson score interval" reads in Chinese, with its level kept."""
    est = pw.percent_agreement(np.array([[25, 0], [0, 5]]))
    text = Texts(lang).convention(est.convention)
    assert "Wilson" in text
    assert f"95% {word}" in text
    assert "score interval" not in text
