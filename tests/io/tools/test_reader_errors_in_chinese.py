"""The new readers' refusals through `agree --lang`: 简体中文 and 繁體中文 from their templates."""

from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.cli import main

MANIFEST = Path("sagemaker_gt") / "label-sentiment" / "manifests" / "output" / "output.manifest"
CASES = [
    (Path("toloka_assignments.tsv"), ["--question", "mood"],
     {"zh_CN": "此 Toloka 结果文件中没有回答字段“mood”",
      "zh_TW": "此 Toloka 結果檔案中沒有回答欄位「mood」"}),
    (Path("argilla") / "records.json", ["--question", "mood"],
     {"zh_CN": "此 Argilla 导出文件中没有问题“mood”",
      "zh_TW": "此 Argilla 匯出檔案中沒有問題「mood」"}),
    (Path("sagemaker_gt") / "label-sentiment", ["--question", "mood"],
     {"zh_CN": "此 Ground Truth 回答文件中没有回答项“mood”",
      "zh_TW": "此 Ground Truth 回答檔案中沒有回答項「mood」"}),
    (MANIFEST, [],
     {"zh_CN": "没有任何标注员自己的回答", "zh_TW": "沒有任何標註員自己的回答"}),
]


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
@pytest.mark.parametrize(("name", "extra", "words"), CASES,
                         ids=["toloka", "argilla", "sagemaker", "manifest"])
def test_reader_refusals_in_chinese(name: Path, extra: list[str], words: dict[str, str],
                                    lang: str, tools_dir: Path,
                                    capsys: pytest.CaptureFixture[str]) -> None:
    """Exit 2, the file named, the message in the language asked for (no English left)."""
    assert main(["agree", str(tools_dir / name), *extra, "--lang", lang]) == 2
    err = capsys.readouterr().err
    named = "annotations/worker-response/" if (tools_dir / name).is_dir() else name.name
    tag = {"zh_CN": "错误", "zh_TW": "錯誤"}[lang]  # "error", in the language asked for
    assert err.startswith(f"adjudicator: {tag}：{named}")  # a folder: its response file
    assert words[lang] in err
    assert "there is no" not in err
    assert "agreement cannot be computed" not in err
