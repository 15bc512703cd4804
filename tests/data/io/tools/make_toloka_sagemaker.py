"""Write the Toloka and SageMaker Ground Truth fixtures in the shapes their documentation gives.

Neither tool can be run here and no file either wrote could be found under a licence that lets
it be copied, so these files are written by this script in exactly the documented layout (see
tests/data/README.md for the pages): the labels and texts are our own.

Run from this folder: ``python make_toloka_sagemaker.py``.
"""

from __future__ import annotations

import csv
import json
from pathlib import Path

HERE = Path(__file__).parent
TEXTS = ["快递很快，包装完好", "客服态度很差", "价格一般，质量还行", "退货流程太麻烦了",
         "物流慢，但商品不错", "非常满意，会回购", "说明书看不懂", "颜色和图片不一样",
         "性价比很高", "发错货了"]
# three workers' answers per text (pos / neg / neu)
ANSWERS = [("pos", "pos", "pos"), ("neg", "neg", "neg"), ("neu", "pos", "neu"),
           ("neg", "neg", "neu"), ("neu", "neu", "pos"), ("pos", "pos", "pos"),
           ("neg", "neu", "neg"), ("neg", "neg", "neg"), ("pos", "pos", "neu"),
           ("neg", "neg", "neg")]
WORKERS = ["d3696945b9ed462b0cef33a1c4e5f701", "5a1e0c2b7d9f4e3a8b6c1d0e2f3a4b5c",
           "9f8e7d6c5b4a39281706f5e4d3c2b1a0"]

TOLOKA_HEADER = ["INPUT:text", "OUTPUT:result", "GOLDEN:result", "HINT:text",
                 "HINT:default_language", "ASSIGNMENT:link", "ASSIGNMENT:assignment_id",
                 "ASSIGNMENT:worker_id", "ASSIGNMENT:status", "ASSIGNMENT:started"]
GOLD = {0: "pos", 5: "pos"}  # control tasks: the right answer is known
SUITES = [range(0, 5), range(5, 10)]  # two task suites of five tasks


def _status(worker: int, suite: int) -> str:
    """One rejected and one skipped assignment; the rest accepted or submitted."""
    if (worker, suite) == (2, 1):
        return "REJECTED"
    if (worker, suite) == (1, 1):
        return "SKIPPED"
    return "APPROVED" if suite == 0 else "SUBMITTED"


def _assignment(worker: int, suite: int) -> list[str]:
    """The ASSIGNMENT: fields of one worker's task suite."""
    aid = f"00001a2b3c--{worker}{suite}5e6f7a8b9c0d1e2f3a4b"
    return [f"https://platform.toloka.ai/task/36502086/{aid}", aid, WORKERS[worker],
            _status(worker, suite), f"2023-03-0{3 + suite}T13:3{worker}:46.412"]


def _task(i: int, worker: int, suite: int) -> list[str]:
    """The task fields of one row (a skipped assignment has no answers)."""
    answer = "" if _status(worker, suite) == "SKIPPED" else ANSWERS[i][worker]
    return [TEXTS[i], answer, GOLD.get(i, ""), "", ""]


def write_toloka() -> None:
    """The API download (``get_assignments_df``: no delimiter rows) and the web download with
    a delimiter row after each task suite, as in the documentation's sample file."""
    with open(HERE / "toloka_assignments.tsv", "w", encoding="utf-8", newline="") as fh:
        out = csv.writer(fh, delimiter="\t", lineterminator="\n")
        out.writerow(TOLOKA_HEADER)
        for suite, tasks in enumerate(SUITES):
            for worker in range(3):
                for i in tasks:
                    out.writerow(_task(i, worker, suite) + _assignment(worker, suite))
    with open(HERE / "toloka_results_delimited.tsv", "w", encoding="utf-8", newline="") as fh:
        out = csv.writer(fh, delimiter="\t", lineterminator="\n")
        out.writerow(TOLOKA_HEADER)
        for suite, tasks in enumerate(SUITES):
            for worker in range(3):
                for i in tasks:
                    out.writerow(_task(i, worker, suite) + [""] * 5)
                out.writerow([""] * 5 + _assignment(worker, suite))


def write_sagemaker() -> None:
    """``annotations/worker-response/iteration-1/<i>/<time>.json`` for ten text objects and
    three private-workforce workers, and the consolidated ``output.manifest``."""
    root = HERE / "sagemaker_gt" / "label-sentiment"
    labels = {"pos": "positive", "neg": "negative", "neu": "neutral"}
    for i in range(len(TEXTS)):
        answers = [{
            "acceptanceTime": f"2020-12-28T18:5{w}:15.191Z",
            "answerContent": {"crowd-classifier": {"label": labels[ANSWERS[i][w]]}},
            "submissionTime": f"2020-12-28T18:5{w}:58.321Z",
            "timeSpentInSeconds": 40.543,
            "workerId": f"a12b3cdefg4h5i6{w}",
            "workerMetadata": {"identityData": {
                "identityProviderType": "Cognito",
                "issuer": "https://cognito-idp.aws-region.amazonaws.com/aws-region_123456789",
                "sub": f"aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeee{w}"}},
        } for w in range(3)]
        folder = root / "annotations" / "worker-response" / "iteration-1" / str(i)
        folder.mkdir(parents=True, exist_ok=True)
        # Ground Truth names the file by time with colons (2020-12-28_18:59:58.json);
        # colons cannot be checked out on Windows, so the committed copies use hyphens.
        (folder / "2020-12-28_18-59-58.json").write_text(
            json.dumps({"answers": answers}, ensure_ascii=False, indent=4) + "\n",
            encoding="utf-8")
    manifest = root / "manifests" / "output"
    manifest.mkdir(parents=True, exist_ok=True)
    with open(manifest / "output.manifest", "w", encoding="utf-8") as fh:
        for i, text in enumerate(TEXTS):
            votes = [labels[a] for a in ANSWERS[i]]
            top = max(set(votes), key=votes.count)
            fh.write(json.dumps({"source": text, "mood": str(sorted(labels.values()).index(top)),
                                 "mood-metadata": {
                                     "class-name": top, "confidence": 0.8,
                                     "type": "groundtruth/text-classification",
                                     "job-name": "label-sentiment", "human-annotated": "yes",
                                     "creation-date": "2020-12-28T19:18:13.527256"}},
                                ensure_ascii=False) + "\n")


if __name__ == "__main__":
    write_toloka()
    write_sagemaker()
