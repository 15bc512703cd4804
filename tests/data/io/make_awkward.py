"""Write the corpus of malformed and awkward label files in tests/data/io/awkward/.

Run once (``python tests/data/io/make_awkward.py``); the files are committed. Every file is
built here from scratch (no third-party data), with Chinese labels of our own.
"""

from __future__ import annotations

import json
import zipfile
from pathlib import Path

OUT = Path(__file__).parent / "awkward"
SENT = ["正面", "负面", "中性"]
TOPIC = ["投诉", "退款", "咨询", "其他"]


def wide(rows: list[tuple[str, str, str]], header: str = "id,ann_a,ann_b") -> str:
    """A wide CSV text."""
    return header + "\n" + "".join(",".join(r) + "\n" for r in rows)


def rows(n: int, labels: list[str] = SENT) -> list[tuple[str, str, str]]:
    """n items, two annotators agreeing mostly."""
    k = len(labels)
    return [(f"i{i:03d}", labels[i % k], labels[(i + (i % 5 == 0)) % k]) for i in range(1, n + 1)]


def text_files() -> dict[str, str | bytes]:
    """Name -> content (str = UTF-8 text, bytes = written as is)."""
    base = wide(rows(12))
    f: dict[str, str | bytes] = {}
    f["empty.csv"] = b""
    f["only_whitespace.csv"] = "  \n\n  \n"
    f["header_only.csv"] = "id,ann_a,ann_b\n"
    f["ragged_short.csv"] = base + "i013,正面\n"
    f["ragged_long.csv"] = base + "i013,正面,负面,中性\n"
    f["trailing_commas.csv"] = "id,ann_a,ann_b\n" + "".join(",".join(r) + ",,\n" for r in rows(5))
    f["duplicate_ids.csv"] = base + "i003,负面,负面\n"
    f["blank_ids.csv"] = base + ",正面,正面\n"
    f["unknown_labels.csv"] = base + "i013,正面,positve\n"
    f["nul_bytes.csv"] = (base[:40] + "\x00" + base[40:]).encode()
    f["binary.bin"] = bytes(range(256)) * 8
    f["broken.jsonl"] = (
        "\n".join(
            json.dumps({"id": f"i{i}", "annotator": "a", "label": "正面"}, ensure_ascii=False)
            for i in range(5)
        )
        + '\n{"id": "i9", "annot\n'
    )
    f["gb18030_no_bom.csv"] = base.encode("gb18030")
    f["utf8_bom.csv"] = b"\xef\xbb\xbf" + base.encode()
    f["utf16_bom.csv"] = base.encode("utf-16")
    f["utf16_tabs.txt"] = base.replace(",", "\t").encode("utf-16")
    f["semicolons.csv"] = base.replace(",", ";")
    f["tabs.tsv"] = base.replace(",", "\t")
    f["quoted_newlines.csv"] = "id,text,ann_a,ann_b\n" + "".join(
        f'{i},"第{i}行\n续行, 含逗号",{a},{b}\n' for i, a, b in rows(6)
    )
    f["formula_cells.csv"] = base + "=HYPERLINK(\"x\"),正面,正面\ni014,+cmd|' /C calc'!A0,负面\n"
    f["numeric_ids.csv"] = wide(
        [
            (str(i), lab_a, lab_b)
            for i, lab_a, lab_b in [(k, SENT[k % 3], SENT[k % 3]) for k in range(1, 11)]
        ]
    )
    f["numeric_labels_float.csv"] = "id,r1,r2\n1,1.0,1\n2,2.0,2\n3,3.0,2\n4,,1\n"
    f["no_overlap.csv"] = "id,ann_a,ann_b\n" + "".join(
        f"i{i},{SENT[i % 3]},\n" if i % 2 else f"i{i},,{SENT[i % 3]}\n" for i in range(1, 11)
    )
    f["one_annotator.csv"] = "id,ann_a\n" + "".join(f"i{i},{SENT[i % 3]}\n" for i in range(1, 8))
    f["fullwidth_spaces.csv"] = base + "i013,正面\u3000,正面\ni014,\u3000负面,负面\n"
    f["case_variants.csv"] = "id,a,b\n1,Yes,yes\n2,No,no\n3,yes,yes\n4,no,NO\n5,yes,yes\n"
    f["trad_simp.csv"] = base + "i013,負面,负面\n"
    f["uncertain_label.csv"] = base + "i013,无法判断,正面\ni014,负面,无法判断\n"
    f["alias_values.csv"] = (
        "id,a,b\n1,正面,positive\n2,pos,正面\n3,负面,neg\n4,1,正面\n5,中性,neutral\n"
    )
    f["multilabel_semicolon.csv"] = (
        "id,a,b\n1,投诉;退款,投诉\n2,咨询,咨询\n3,退款,退款;投诉\n4,其他,其他\n"
    )
    f["multilabel_json.jsonl"] = "\n".join(
        json.dumps({"id": i, "annotator": a, "label": lab}, ensure_ascii=False)
        for i, a, lab in [
            (1, "a", ["投诉", "退款"]),
            (1, "b", ["退款", "投诉"]),
            (2, "a", ["咨询"]),
            (2, "b", ["其他"]),
        ]
    )
    f["long_chinese.csv"] = "编号,标注员,标签,文本\n" + "".join(
        f"{i},{who},{TOPIC[(i + (who == '王芳') * (i % 3 == 0)) % 4]},第{i}条工单\n"
        for i in range(1, 9)
        for who in ("王芳", "李强")
    )
    f["long_repeated.csv"] = (
        "item,annotator,label\n1,a,正面\n1,b,正面\n2,a,负面\n2,b,中性\n1,a,负面\n"
    )
    f["json_array.json"] = json.dumps(
        [{"id": i, "r1": SENT[i % 3], "r2": SENT[(i + 1) % 3]} for i in range(6)],
        ensure_ascii=False,
    )
    f["jsonl_named_json.json"] = "\n".join(
        json.dumps({"id": i, "r1": "是", "r2": "否"}, ensure_ascii=False) for i in range(4)
    )
    f["blank_lines.csv"] = base.replace("i004", "\ni004", 1)
    f["mojibake.csv"] = wide(rows(6)).encode("utf-8").decode("cp1252", errors="replace").encode()
    f["latin1_not_chinese.csv"] = "id,a,b\n1,café,thé\n2,thé,thé\n".encode("cp1252")
    f["renamed_png.csv"] = b"\x89PNG\r\n\x1a\n" + b"\x00\x00\x00\rIHDR" + bytes(40)
    f["csv_named.xlsx"] = base
    f["old_excel.xls"] = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1" + bytes(100)
    f["zip_not_xlsx.xlsx"] = b""  # replaced by a real ZIP below
    f["no_header_mace.csv"] = "".join(
        ",".join(["0", "", "1", "", "0"] if i % 2 else ["", "1", "1", "0", ""]) + "\n"
        for i in range(8)
    )
    f["dup_header_names.csv"] = "id,ann,ann\n1,正面,正面\n2,负面,中性\n3,中性,中性\n"
    f["single_category.csv"] = "id,a,b\n" + "".join(
        f"{i},正面,{SENT[i % 3]}\n" for i in range(1, 8)
    )
    f["gbk_topics_text.csv"] = (
        "编号,文本,标注员甲,标注员乙,来源\n"
        + "".join(
            f"{i},这是第{i}条客户留言，内容较长需要判断类别,{TOPIC[i % 4]},"
            f"{TOPIC[(i + (i % 4 == 0)) % 4]},{'电话' if i % 2 else '邮件'}\n"
            for i in range(1, 21)
        )
    ).encode("gb18030")
    f["sentiment.toml"] = (
        'level = "nominal"\nlabels = ["正面", "负面", "中性"]\n'
        'missing = ["", "NA", "无法判断"]\n[aliases]\n"正面" = ["positive", "pos", "1"]\n'
        '"负面" = ["negative", "neg", "-1"]\n"中性" = ["neutral", "0"]\n'
    )
    f["sentiment_label_uncertain.json"] = json.dumps(
        {"labels": ["正面", "负面", "中性", "无法判断"], "level": "nominal"}, ensure_ascii=False
    )
    f["bad_schema.toml"] = 'labels = ["a", "b"]\n[aliases]\n"x" = "c"\n'
    f["not_toml.toml"] = "labels = [正面\n"
    return f


def write_all() -> None:
    """Write every file, plus a real ZIP that is not a workbook and a good XLSX."""
    OUT.mkdir(exist_ok=True)
    for name, content in text_files().items():
        data = content.encode("utf-8") if isinstance(content, str) else content
        (OUT / name).write_bytes(data)
    with zipfile.ZipFile(OUT / "zip_not_xlsx.xlsx", "w") as z:
        z.writestr("labels.csv", wide(rows(3)))
    _xlsx()


def _xlsx() -> None:
    """Two-sheet workbook (notes first, labels second) and one with a ragged row."""
    import openpyxl

    book = openpyxl.Workbook()
    notes = book.active
    notes.title = "说明"
    notes.append(["本表为标注结果"])
    sheet = book.create_sheet("标注")
    sheet.append(["编号", "标注员甲", "标注员乙"])
    for i, a, b in rows(10):
        sheet.append([i, a, b])
    book.save(OUT / "two_sheets.xlsx")
    book = openpyxl.Workbook()
    ws = book.active
    ws.append(["id", "a", "b"])
    for i in range(1, 6):
        ws.append([i, SENT[i % 3], SENT[i % 3]])
    ws.append([6, "正面", "负面", "多余"])
    ws.append([7.0, 1, None])
    book.save(OUT / "ragged.xlsx")


if __name__ == "__main__":
    write_all()
