"""Regenerate resources/samples/customer_service.csv (deterministic; run from the repo root).

Synthetic customer-service messages labelled by two annotators into 投诉/退款/咨询/其他, with
the confusions real teams show (complaint vs refund, enquiry vs other).
"""

from __future__ import annotations

import csv
import random
from pathlib import Path

LABELS = ["投诉", "退款", "咨询", "其他"]
TEMPLATES = {
    "投诉": ["快递员态度太差了，{x}", "{x}，客服一直不回复，太失望了", "商品和描述严重不符，{x}"],
    "退款": [
        "申请退款三天了还没到账，{x}", "{x}，请帮我退货退款", "订单取消了，钱什么时候退回来？{x}"
    ],
    "咨询": ["请问{x}什么时候发货？", "这个型号支持{x}吗？", "会员积分怎么兑换{x}？"],
    "其他": ["谢谢，{x}", "{x}，祝你们生意兴隆", "已收到，{x}"],
}
FILLERS = [
    "耳机", "充电器", "冬季外套", "保温杯", "运动鞋", "洗衣液", "台灯", "手机壳", "键盘", "书包"
]
CONFUSE = {"投诉": "退款", "退款": "投诉", "咨询": "其他", "其他": "咨询"}
CHANNELS = ["app", "web", "phone"]


def make_rows(n: int = 320, seed: int = 20261129) -> list[list[str]]:
    """Items with a true class, a text, a channel and two noisy annotator labels."""
    rng = random.Random(seed)
    rows = []
    for i in range(1, n + 1):
        truth = rng.choices(LABELS, weights=[30, 25, 35, 10])[0]
        text = rng.choice(TEMPLATES[truth]).format(x=rng.choice(FILLERS))
        rows.append([f"CS{i:04d}", text, rng.choice(CHANNELS),
                     _noisy(rng, truth, 0.12), _noisy(rng, truth, 0.16)])
    return rows


def _noisy(rng: random.Random, truth: str, error: float) -> str:
    """The true label, or (with probability ``error``) a plausible confusion."""
    if rng.random() >= error:
        return truth
    return CONFUSE[truth] if rng.random() < 0.75 else rng.choice(LABELS)


def main() -> None:
    """Write the sample CSV (UTF-8, header row)."""
    out = Path("resources/samples/customer_service.csv")
    with out.open("w", encoding="utf-8", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "text", "channel", "wang_fang", "li_qiang"])
        w.writerows(make_rows())


if __name__ == "__main__":
    main()
