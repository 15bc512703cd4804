"""Write the Argilla fixtures with the Argilla SDK's own export code (no server needed).

Our own twelve reviews and the answers of two users (a third answers three records); one
response is a draft, one discarded, and the thirteenth record has no response.

- ``python make_argilla_exports.py v2`` under ``argilla==2.8.0`` (+ ``datasets``): writes
  ``records.json`` (``JsonIO.to_json``, what ``dataset.records.to_json`` and ``to_disk`` write)
  and ``argilla_v2_flat.jsonl`` (``GenericIO.to_list(flatten=True)``, the rows of
  ``to_datasets``/``to_hub``, saved with ``datasets.Dataset.to_json`` and ``to_parquet``);
- ``python make_argilla_exports.py v1`` under ``argilla==1.29.1`` (+ ``datasets==2.20.0``):
  writes ``argilla_v1_feedback_hf.jsonl`` (``FeedbackDataset.format_as("datasets")``, the
  dataset ``push_to_huggingface`` uploads, saved with ``Dataset.to_json`` and ``to_parquet``).
"""

from __future__ import annotations

import sys
import uuid
from pathlib import Path
from typing import Any

HERE = Path(__file__).parent
USERS = [uuid.UUID(f"7b0c9e52-4f4e-4a52-9d55-1f1f7b2a0a0{k}") for k in (1, 2, 3)]
TEXTS = ["快递很快，包装完好", "客服态度很差，等了半小时", "价格一般，质量还行", "退货流程太麻烦了",
         "物流慢，但商品不错", "非常满意，会回购", "说明书看不懂", "颜色和图片不一样",
         "性价比很高", "发错货了，联系不上客服", "还可以吧", "包装破损，商品没坏"]
SENTIMENT = [("正面", "正面"), ("负面", "负面"), ("中性", "正面"), ("负面", "负面"),
             ("中性", "中性"), ("正面", "正面"), ("负面", "中性"), ("负面", "负面"),
             ("正面", "正面"), ("负面", "负面"), ("中性", "中性"), ("中性", "负面")]
TOPICS = [(["物流"], ["物流"]), (["客服"], ["客服"]), (["价格", "质量"], ["价格"]),
          (["售后"], ["售后"]), (["物流", "质量"], ["物流"]), (["质量"], ["质量"]),
          (["质量"], ["说明"]), (["质量"], ["质量"]), (["价格"], ["价格"]),
          (["客服", "物流"], ["客服"]), (["质量"], ["质量"]), (["物流"], ["物流"])]
STATUS = {6: "draft", 10: "discarded"}  # the second user's response to records 7 and 11


def answers(i: int) -> list[tuple[uuid.UUID, str, Any, str]]:
    """(user, question, value, status) of record ``i``."""
    first, second = SENTIMENT[i]
    status = STATUS.get(i, "submitted")
    out = [(USERS[0], "sentiment", first, "submitted"), (USERS[1], "sentiment", second, status),
           (USERS[0], "topics", TOPICS[i][0], "submitted"),
           (USERS[1], "topics", TOPICS[i][1], status)]
    if i < 3:
        out.append((USERS[2], "sentiment", first, "submitted"))
    return out


def write_v2() -> None:
    """records.json and the flattened rows, by Argilla 2.x."""
    import argilla as rg
    from argilla.records._io import GenericIO
    from argilla.records._io._json import JsonIO
    from datasets import Dataset

    records = [rg.Record(id=f"review-{i + 1:02d}", fields={"text": text},
                         responses=[rg.Response(q, v, user_id=u, status=s)
                                    for u, q, v, s in answers(i)],
                         suggestions=[rg.Suggestion("sentiment", "正面", score=0.5,
                                                    agent="model-a")])
               for i, text in enumerate(TEXTS)]
    records.append(rg.Record(id="review-13", fields={"text": "还没人标注的一条"}))
    JsonIO.to_json(records, HERE / "records.json")
    flat = Dataset.from_list(GenericIO.to_list(records, flatten=True))
    flat.to_json(str(HERE / "argilla_v2_flat.jsonl"), force_ascii=False)
    flat.to_parquet(str(HERE / "argilla_v2_flat.parquet"))  # the file to_hub uploads


def write_v1() -> None:
    """The FeedbackDataset in its Hugging Face layout, by Argilla 1.x."""
    import argilla as rg

    dataset = rg.FeedbackDataset(
        fields=[rg.TextField(name="text")],
        questions=[rg.LabelQuestion(name="sentiment", labels=["正面", "负面", "中性"]),
                   rg.MultiLabelQuestion(name="topics",
                                         labels=["物流", "客服", "价格", "质量", "售后", "说明"])])
    records = []
    for i, text in enumerate(TEXTS):
        by_user: dict[uuid.UUID, dict[str, Any]] = {}
        for user, question, value, status in answers(i):
            entry = by_user.setdefault(user, {"user_id": user, "values": {}, "status": status})
            entry["values"][question] = {"value": value}
        records.append(rg.FeedbackRecord(fields={"text": text}, external_id=f"review-{i + 1:02d}",
                                         responses=list(by_user.values())))
    records.append(rg.FeedbackRecord(fields={"text": "还没人标注的一条"}, external_id="review-13"))
    dataset.add_records(records)
    hf = dataset.format_as("datasets")
    hf.to_json(str(HERE / "argilla_v1_feedback_hf.jsonl"), force_ascii=False)
    hf.to_parquet(str(HERE / "argilla_v1_feedback_hf.parquet"))  # as push_to_huggingface


if __name__ == "__main__":
    write_v1() if sys.argv[1:] == ["v1"] else write_v2()
