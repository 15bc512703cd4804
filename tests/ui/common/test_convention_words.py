"""The window names an interval's convention in its language (the core writes it in English)."""

from __future__ import annotations

import numpy as np

from adjudicator.core.stats.pairs import pairwise as pw
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.common.stat_text import convention_text


def test_wilson_convention_in_the_window(translators: Translators) -> None:
    """p_o's "95% CI = Wilson score interval" is translated, its level kept."""
    est = pw.percent_agreement(np.array([[25, 0], [0, 5]]))
    translators.apply("zh_CN")
    assert "95% 置信区间 = Wilson 得分区间" in convention_text(est.convention)
    translators.apply("zh_TW")
    assert "95% 信賴區間 = Wilson 分數區間" in convention_text(est.convention)
