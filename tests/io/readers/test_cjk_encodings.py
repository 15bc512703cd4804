"""Regression (issue 12, item 8): Shift-JIS and EUC-KR files were decoded as GB18030 into
mojibake labels, reported "usable", and the garbled text went into the export. Encodings are
now decided on evidence (the share of each decode's characters in its language's common zone),
the confidence is said, and when two encodings fit equally the import asks (``--encoding``)."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.core.errors import InputError
from adjudicator.io import load_dataset
from adjudicator.io.options import ImportOptions
from adjudicator.io.readers.encodings import detect_encoding

JAPANESE = [("ポジティブ", "ネガティブ"), ("中立", "中立"), ("肯定", "否定"),
            ("ポジティブ", "中立")]
KOREAN = [("긍정", "부정"), ("중립", "좋음"), ("나쁨", "스팸"), ("정상", "분노"), ("기쁨", "슬픔")]


def _csv(path: Path, pairs: list[tuple[str, str]], encoding: str) -> Path:
    lines = ["id,ann_a,ann_b"] + [f"r{i},{a},{b}" for i, (a, b) in enumerate(pairs)]
    path.write_bytes(("\n".join(lines) + "\n").encode(encoding))
    return path


def test_shift_jis_labels_are_read_as_japanese_with_the_evidence(tmp_path: Path) -> None:
    dataset = load_dataset(_csv(tmp_path / "j.csv", JAPANESE, "cp932"))
    assert set(dataset.ratings.labels) == {"ポジティブ", "ネガティブ", "中立", "肯定", "否定"}
    encoding = str(dataset.report.encoding)
    assert encoding.startswith("cp932 (not UTF-8; certain: 100% of its characters")
    assert "gb18030 0%" in encoding


def test_euc_kr_labels_are_read_as_korean_when_the_evidence_suffices(tmp_path: Path) -> None:
    dataset = load_dataset(_csv(tmp_path / "k.csv", KOREAN, "cp949"))
    assert "긍정" in dataset.ratings.labels
    assert "likely: its 17 different characters are all Korean Hangul" in str(
        dataset.report.encoding)


def test_a_short_euc_kr_file_asks_and_shows_each_reading(tmp_path: Path) -> None:
    path = _csv(tmp_path / "k.csv", KOREAN[:2], "cp949")
    with pytest.raises(InputError) as err:
        load_dataset(path)
    text = str(err.value)
    assert "3 encodings read it as common characters" in text
    assert "cp949 (EUC-KR (Korean)) reads 긍정, 부정, 중립" in text
    assert "gb18030 (GB18030/GBK (Simplified Chinese)) reads" in text
    assert "--encoding" in text
    chosen = load_dataset(path, options=ImportOptions(encoding="cp949"))
    assert set(chosen.ratings.labels) == {"긍정", "부정", "중립", "좋음"}


def test_big5_is_not_taken_for_gb18030(tmp_path: Path) -> None:
    pairs = [("積極", "消極"), ("中性", "負面"), ("垃圾郵件", "正常"), ("憤怒", "喜悅")]
    detected = detect_encoding(Path("t.csv"), _csv(tmp_path / "t.csv", pairs, "cp950")
                               .read_bytes())
    assert detected.encoding == "cp950"


def test_gb18030_chinese_stays_certain(tmp_path: Path) -> None:
    pairs = [("积极", "消极"), ("中性", "负面"), ("垃圾邮件", "正常"), ("愤怒", "喜悦")]
    detected = detect_encoding(Path("s.csv"), _csv(tmp_path / "s.csv", pairs, "gb18030")
                               .read_bytes())
    assert detected.encoding == "gb18030"
    assert detected.reason.startswith("not UTF-8; certain")


def test_latin_text_names_a_guess_and_the_option(tmp_path: Path) -> None:
    path = tmp_path / "l.csv"
    path.write_bytes("id,a,b\n1,café crème,naïve\n2,déjà,vu\n".encode("cp1252"))
    with pytest.raises(InputError, match="no Chinese, Japanese or Korean encoding") as err:
        load_dataset(path)
    assert "--encoding" in str(err.value)
