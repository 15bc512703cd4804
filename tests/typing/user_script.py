"""A user's script, type-checked with mypy --strict from outside the package.

Not collected by pytest (no test_ prefix): tests/test_typing.py runs mypy on it.
"""

from __future__ import annotations

import pandas as pd

import adjudicator
from adjudicator.api import AgreementResult
from adjudicator.core.stats.common.estimate import Estimate, Interval

long = pd.DataFrame({"task": [1, 1, 2, 2], "worker": ["a", "b", "a", "b"],
                     "label": ["x", "y", "x", "x"]})
result: AgreementResult = adjudicator.agree(long, item="task", annotator="worker",
                                            label="label", repeats="first")
kappa: Estimate = result.pairs[0].coefficients["cohen_kappa"]
value: float | None = kappa.statistic
interval: Interval | None = kappa.confidence_interval
low: float | None = interval.low if interval is not None else None
table: pd.DataFrame = result.to_frame()
page: str = result._repr_html_()
names: tuple[str, ...] = result.annotators
n: int = result.n_items
wide = adjudicator.agree(pd.DataFrame({"a": ["x", "y"], "b": ["x", "x"]}), weights="linear",
                         ci="bootstrap", resamples=200, seed=1)
print(value, low, len(table), len(page), names, n, wide.n_items)
