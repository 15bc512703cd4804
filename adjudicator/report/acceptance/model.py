"""The acceptance report as plain values: every section a data-acceptance meeting asks for.

The model holds the core's own result objects (``AgreementReport``, ``VersusFinal``,
``StratumStatistics``, ``DisagreementCell``, ``Estimate``); renderers only format them, so every
number in the HTML and PDF is the core's value. ``report.build`` fills it from a project.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from adjudicator.core.stats.common.estimate import Estimate
from adjudicator.core.stats.pairs.disagreement import DisagreementCell
from adjudicator.core.stats.pairs.strata import StratumStatistics
from adjudicator.core.stats.pairs.versus_final import VersusFinal
from adjudicator.core.stats.summaries.summary_model import AgreementReport
from adjudicator.report.acceptance.rules import AcceptanceRules
from adjudicator.report.acceptance.scale import ScaleSource

#: user-entered fields of the report, in display order
INFO_FIELDS = ("project", "batch", "sampling_frame", "planned_sample_size", "reviewer",
               "conclusion", "signed_by", "signed_on")
#: each field's label in the report (English; rendering/texts.py translates), never the raw key
INFO_LABELS = {"project": "Project", "batch": "Batch", "sampling_frame": "Sampling frame",
               "planned_sample_size": "Planned sample size (n)", "reviewer": "Reviewer",
               "conclusion": "Conclusion", "signed_by": "Signed by", "signed_on": "Signed on"}
#: a class holding at least this share of one annotator's labels "dominates" (prevalence note)
DOMINANT_SHARE = 0.8


@dataclass(frozen=True)
class GuidelineVersion:
    """A guideline version in force from one event on (seq 0: the log's initial version)."""

    version: str
    seq: int
    time: str
    notes: str = ""


@dataclass(frozen=True)
class MissingSection:
    """How missing and "cannot judge" values were handled, and how many items that affected."""

    per_annotator: dict[str, int]  # items each annotator left without a label
    uncertain_values: dict[str, int]  # "无法判断", "unsure", ... read as missing, with counts
    missing_values: dict[str, int]  # blank / NA spellings read as missing, with counts
    items_with_missing: int  # items at least one annotator left without a label
    items_rated_by_one: int  # items with fewer than two labels (no pair to compare)
    skipped_rows: int  # rows the import skipped


@dataclass(frozen=True)
class Distribution:
    """Labels of one annotator: counts and shares per class; the dominant class if any."""

    annotator: str
    counts: tuple[int, ...]
    total: int
    dominant: str | None  # a class with share >= DOMINANT_SHARE

    def share(self, j: int) -> float | None:
        """Share of class j among this annotator's labels."""
        return self.counts[j] / self.total if self.total else None


@dataclass(frozen=True)
class PairExtras:
    """Per pair, what the agreement report does not already hold: prevalence and the ranked
    unordered disagreement pairs."""

    annotators: tuple[str, str]
    prevalence_index: Estimate
    bias_index: Estimate
    kappa_max: Estimate
    disagreement_pairs: list[DisagreementCell]


@dataclass(frozen=True)
class StratumBlock:
    """κ by the values of one column, for one annotator pair."""

    column: str
    annotators: tuple[str, str]
    values: tuple[str, ...]
    rows: list[StratumStatistics]


@dataclass(frozen=True)
class AdjudicationSummary:
    """Where the items stand: unanimous, adjudicated, unresolved; categories and flags."""

    unanimous: int
    adjudicated: int
    unresolved: int
    disagreements: int  # items with at least two different labels
    unreviewed: int  # of those, still without a decision
    error_categories: dict[str, int]
    guideline_updates: int  # decisions flagged as prompting a guideline change
    single: int = 0  # items one annotator labelled, without a final label
    single_accepted: int = 0  # of those, the lead accepted the one label
    policy_accepted: int = 0  # items the declared k-of-n policy gave a label
    policy: str = "unanimous"  # the auto-accept policy in force ("unanimous", "4/5", "none")
    policy_seq: int | None = None  # the event that declared it (None: the default)


@dataclass(frozen=True)
class RuleEvent:
    """One rules event of the log, with whether it came after results were seen, when they
    were first shown ("" when the log records no viewing) and the decisions made before it."""

    seq: int
    time: str
    author: str
    rules: dict[str, Any]
    after_results_seen: bool
    decisions_before: int = 0
    results_first_shown: str = ""


@dataclass(frozen=True)
class RuleResult:
    """One rule checked: the observed value against the threshold; passed None = not
    checkable, with the reason."""

    rule: str
    subject: str  # what it is about: a pair, a class, "all items"
    observed: float | None
    threshold: float
    passed: bool | None
    reason: Any = ""  # an English template (or the core's reason), rendered in the language
    fields: dict[str, str] = field(default_factory=dict)  # the template's {fields}


@dataclass(frozen=True)
class Verdict:
    """Every rule's result and the overall conclusion."""

    rules: AcceptanceRules | None
    source: str  # "log" (seq N), "file", or "" when there are none
    results: list[RuleResult]
    history: list[RuleEvent]
    set_after_results_seen: bool

    @property
    def overall(self) -> str:
        """``pass`` when every rule passed, ``fail`` when one failed, ``unchecked`` when one
        could not be checked (and none failed), ``none`` when there are no rules."""
        if not self.results:
            return "none"
        if any(r.passed is False for r in self.results):
            return "fail"
        if any(r.passed is None for r in self.results):
            return "unchecked"
        return "pass"


@dataclass(frozen=True)
class Reproducibility:
    """What pins the report to its inputs."""

    originals: list[dict[str, Any]]  # path, size, sha256 as the log's header pinned them
    log_name: str
    log_sha256: str
    last_seq: int
    app_version: str
    created: str


@dataclass(frozen=True)
class ReportModel:
    """The whole acceptance report."""

    info: dict[str, str]
    dataset: str
    n_items: int
    annotators: tuple[str, ...]
    labels: tuple[str, ...]
    key_classes: tuple[str, ...]
    guidelines: list[GuidelineVersion]
    missing: MissingSection
    distributions: list[Distribution]
    agreement: AgreementReport
    headline: str  # the coefficient the rules (or the default) name
    pair_extras: list[PairExtras]
    strata: list[StratumBlock]
    adjudication: AdjudicationSummary
    versus_final: VersusFinal
    verdict: Verdict
    reproducibility: Reproducibility
    appendices: dict[str, Any] = field(default_factory=dict)  # what-if, rounds, planning
    scale: ScaleSource = field(default_factory=ScaleSource)  # its origin and changes
    #: parts the count tables cannot give (``report.counted``): part -> why (English, translated)
    unavailable: dict[str, str] = field(default_factory=dict)
    #: each annotator against the final labels on the disputed items the lead decided (the
    #: headline: on unanimous items every annotator agrees by construction); None when the
    #: count tables cannot tell them
    versus_disputed: VersusFinal | None = None
    #: with three or more annotators: everyone, without each annotator, each pair's marginal
    #: homogeneity (``core.quality``); None when not computed
    annotator_effects: tuple[Any, tuple[Any, ...], list[Any]] | None = None
    models: tuple[tuple[Any, ...], tuple[Any, ...]] | None = None  # (ModelReport…, ceiling)
    #: each annotator against the gold items (``core.quality.gold.GoldReport``) and where the
    #: gold labels came from (a column's or a file's name); None when no gold was given
    gold: Any = None
    gold_source: str = ""


def landis_koch(value: float | None) -> str | None:
    """Landis & Koch's (1977) band of a κ value — for communication only, never a verdict.

    < 0 poor, 0-0.20 slight, 0.21-0.40 fair, 0.41-0.60 moderate, 0.61-0.80 substantial,
    0.81-1 almost perfect (Biometrics 33: 159-174, Table p. 165).
    """
    if value is None:
        return None
    for upper, name in ((0.0, "poor"), (0.2, "slight"), (0.4, "fair"), (0.6, "moderate"),
                        (0.8, "substantial")):
        if value <= upper and not (upper == 0.0 and value == 0.0):
            return name
    return "almost_perfect"
