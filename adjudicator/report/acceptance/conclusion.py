"""Whether the conclusion the lead typed says the opposite of the rules' verdict.

A sign-off reading "accepted" over a failed rule (or "rework" over rules all met) is a record
that contradicts itself; the report flags it rather than letting the typed word stand
unremarked. The words are read in English and Chinese; a negated acceptance ("not accepted",
"不通过") counts as a rejection, and a conclusion with neither kind of word is left alone.
"""

from __future__ import annotations

import re

_REJECT = re.compile(
    r"\b(?:fail\w*|reject\w*|rework\w*|redo|not\s+(?:pass\w*|accept\w*|approv\w*|ok))\b"
    r"|不通过|不通過|未通过|未通過|不合格|不接受|不予接受|返工|重做|拒绝|拒絕|驳回|駁回",
    re.IGNORECASE)
_ACCEPT = re.compile(r"\b(?:pass\w*|accept\w*|approv\w*|ok)\b|通过|通過|接受|合格",
                     re.IGNORECASE)


def reads_as(conclusion: str) -> str:
    """``reject`` or ``accept`` as the text reads (a rejection word wins), else ``""``."""
    if _REJECT.search(conclusion):
        return "reject"
    return "accept" if _ACCEPT.search(conclusion) else ""


def contradicts(conclusion: str, overall: str) -> bool:
    """True when the typed conclusion accepts over a failed verdict, or rejects when every
    rule is met (``overall`` as ``Verdict.overall``)."""
    said = reads_as(conclusion)
    return (overall == "fail" and said == "accept") or (overall == "pass" and said == "reject")
