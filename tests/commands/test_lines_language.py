"""The engine's lines, the sample plan, selftest, the merge's conflicts and the report's errors in
简体中文 / 繁體中文 with ``--lang`` (issue 11: every word in Chinese); the JSON keeps English."""

from __future__ import annotations

import ast
import builtins
import json
import re
from pathlib import Path
from typing import Any

import pytest

from adjudicator.cli import main
from adjudicator.commands.agreement import agree_engine
from adjudicator.commands.common.error_language import translator
from adjudicator.core.errors import InputError, Message
from tests.commands.agreement.test_agree_engine_cli import judgments

ENGINES = Path(agree_engine.__file__).resolve().parents[2] / "engines"
CJK = re.compile(r"[\u4e00-\u9fff]")


@pytest.fixture
def long_csv(tmp_path: Path) -> Path:
    """Two annotators' long table, one label written with a space around it."""
    path = tmp_path / "long.csv"
    frame = judgments(6, 30, 2, ["x", "y"])
    frame.loc[0, "label"] = " x "
    frame.to_csv(path, index=False)
    return path


def test_agree_names_the_engine_in_simplified_chinese(long_csv: Path,
                                                     capsys: pytest.CaptureFixture[str]) -> None:
    """The text output's engine line and why, in 简体中文."""
    assert main(["--lang", "zh_CN", "agree", str(long_csv)]) == 0
    assert "引擎：memory（输入不超过 256 MB）" in capsys.readouterr().out


def test_duckdb_lines_in_traditional_chinese_and_json_in_english(
        long_csv: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    """auto above the size: why in 繁體中文 in the text, the stderr notes of the engine too;
    the JSON ``engine`` keeps its English value (data, not words)."""
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    assert main(["--lang", "zh_TW", "agree", str(long_csv), "--ci", "bootstrap",
                 "--resamples", "50"]) == 0
    out, err = capsys.readouterr()
    assert "引擎：duckdb（輸入為 0 MB，超過 0 MB）" in out
    assert "多標註員部分保留解析區間" in out
    assert "long.csv：已去掉標籤前後的空格" in err
    assert "spaces" not in err
    assert main(["--lang", "zh_TW", "agree", str(long_csv), "--format", "json",
                 "--ci", "bootstrap", "--resamples", "50"]) == 0
    doc = json.loads(capsys.readouterr().out)
    assert doc["engine"]["why"] == "input of 0 MB, above 0 MB"
    assert doc["engine"]["note"].startswith("the many-rater block keeps its analytic interval")


def test_report_engine_lines_in_traditional_chinese(long_csv: Path, tmp_path: Path,
                                                   capsys: pytest.CaptureFixture[str]) -> None:
    """`report --engine duckdb --lang zh_TW`: the engine named and the viewing said not to be
    recorded, in 繁體中文."""
    out = tmp_path / "r.html"
    assert main(["report", str(long_csv), "--out", str(out), "--engine", "duckdb",
                 "--lang", "zh_TW"]) == 0
    err = capsys.readouterr().err
    assert "adjudicator：引擎：duckdb（由 --engine 指定）" in err
    assert "本次檢視結果不會被記錄" in err
    assert "not recorded" not in err


def test_progress_names_the_step_in_the_language(monkeypatch: pytest.MonkeyPatch,
                                                 capsys: pytest.CaptureFixture[str]) -> None:
    """A step running over a second is named in the --lang language."""
    from adjudicator.commands.common.say import speaking

    now = [100.0]
    monkeypatch.setattr(agree_engine.time, "monotonic", lambda: now[0])
    progress = agree_engine.StderrProgress()
    with speaking("zh_CN"):
        progress("reading the CSV file", 0.0)
        now[0] += 2
        progress("reading the CSV file", 0.4)
    assert capsys.readouterr().err == "adjudicator：duckdb：正在读取 CSV 文件… 40%\n"


def test_every_engine_step_is_marked() -> None:
    """Each step name the engines pass to ``query``/``stream`` is marked where it is passed
    (``QT_TRANSLATE_NOOP("Errors", "…")``, so lupdate extracts it and the progress line can
    say it in Chinese), never a bare string."""
    marked, bare = set(), []
    for path in sorted(ENGINES.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                    and node.func.attr in ("query", "stream") and node.args):
                continue
            step = node.args[0]
            if (isinstance(step, ast.Call) and getattr(step.func, "id", "") == "QT_TRANSLATE_NOOP"
                    and isinstance(step.args[1], ast.Constant)):
                marked.add(step.args[1].value)
            elif isinstance(step, ast.Constant | ast.JoinedStr):
                bare.append(f"{path.name}:{node.lineno}")
    assert len(marked) > 5  # the scan found the steps
    assert bare == []


def test_engine_help_says_the_size_auto_uses(capsys: pytest.CaptureFixture[str]) -> None:
    """The --engine help names AUTO_BYTES (a fixed number in the translated text), and says it
    in 简体中文."""
    assert agree_engine.AUTO_BYTES == 256 * 2**20
    with pytest.raises(SystemExit):
        main(["--lang", "zh_CN", "agree", "--help"])
    out = "".join(capsys.readouterr().out.split())  # argparse wraps, even between two hanzi
    assert "已安装DuckDB且输入超过256MB时用duckdb" in out
    assert "spark：用Spark构建计数表" in out
    assert "运行最多可用的内存（例如2GB）" in out


def test_report_help_in_simplified_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """`report --help` has no English sentence left (option names and choices aside)."""
    with pytest.raises(SystemExit):
        main(["--lang", "zh_CN", "report", "--help"])
    out = capsys.readouterr().out
    assert "写出验收报告（HTML 或 PDF）。" in out
    plain = re.sub(r"--?[\w-]+|\{[^}]*\}|[A-Z_]{2,}[\w.=,-]*", "", out.split("\n\n", 1)[1])
    assert re.findall(r"[a-z]{2,}(?: [a-z]{2,}){2,}", plain) == []


def test_sample_plan_in_traditional_chinese(long_csv: Path,
                                            capsys: pytest.CaptureFixture[str]) -> None:
    """`sample --plan` says the size and what it is for in 繁體中文."""
    assert main(["--lang", "zh_TW", "sample", str(long_csv), "--plan", "0.6", "0.1",
                 "--out", str(long_csv.with_name("s.csv"))]) == 0
    out = capsys.readouterr().out
    assert "95% 信賴區間半寬不超過 0.1" in out
    assert re.search(r"需 n = [\d,]+ 個由兩位標註員都標註的項目", out)


def test_duckdb_missing_says_what_to_do(monkeypatch: pytest.MonkeyPatch,
                                        long_csv: Path) -> None:
    """Without DuckDB (the desktop bundle never has it): the hint names --engine memory, the
    bundle and the pip extra, in both Chinese scripts; ``auto`` above the size says so too."""
    from adjudicator.engines.duckdb.session import require_duckdb

    real = builtins.__import__

    def no_duckdb(name: str, *args: Any, **kwargs: Any) -> Any:
        if name == "duckdb":
            raise ImportError(name)
        return real(name, *args, **kwargs)

    monkeypatch.setattr(builtins, "__import__", no_duckdb)
    with pytest.raises(InputError) as caught:
        require_duckdb()
    english = str(caught.value)
    assert "--engine memory" in english
    assert "pip install 'label-adjudicator[scale]'" in english
    assert "desktop bundle" in english
    cn = caught.value.render(translator("zh_CN"))
    assert "桌面安装包从不包含 DuckDB" in cn
    assert "--engine memory" in cn
    assert "桌面安裝包從不包含 DuckDB" in caught.value.render(translator("zh_TW"))
    monkeypatch.setattr(agree_engine, "AUTO_BYTES", 10)
    engine = agree_engine.engine_for("auto", str(long_csv))
    assert engine.name == "memory"
    assert "the desktop bundle never has it" in engine.to_dict()["why"]
    assert "桌面安装包从不包含它" in Message.render(engine.why, translator("zh_CN"))


def test_report_layer_errors_in_chinese() -> None:
    """The report layer's errors carry their template: an unknown report language, an
    impossible plan, a bad rule, each in Chinese."""
    from adjudicator.report.acceptance.rules import rules_from_dict
    from adjudicator.report.analyses.planning import for_half_width
    from adjudicator.report.rendering.texts import Texts
    with pytest.raises(InputError) as caught:
        Texts("fr")
    assert caught.value.render(translator("zh_CN")).startswith("未知的报告语言 'fr'")
    with pytest.raises(InputError) as caught:
        for_half_width(0.6, [1, 1], 2.0)
    assert "0 和 1 之間的數" in caught.value.render(translator("zh_TW"))
    with pytest.raises(InputError) as caught:
        rules_from_dict({"min_value": "high"})
    assert "规则 min_value = 'high' 无效" in caught.value.render(translator("zh_CN"))


def test_merge_conflict_line_in_chinese() -> None:
    """A conflict's line keeps its fields and says "vs" in Chinese."""
    from adjudicator.store.merge import Conflict, Side

    conflict = Conflict("i1", Side("x", "clear", "ann", "t"), Side("y", "", "bob", "t"))
    assert str(conflict.describe()) == "i1: 'x' (ann: clear) vs 'y' (bob: )"
    assert conflict.describe().render(translator("zh_TW")) == "i1：'x'（ann：clear）對 'y'（bob：）"
    assert all(CJK.search(conflict.describe().render(translator(lang)))
               for lang in ("zh_CN", "zh_TW"))


def test_selftest_text_in_simplified_chinese(capsys: pytest.CaptureFixture[str]) -> None:
    """`selftest` in 简体中文: the marks, the field lines and the total (the JSON keeps English)."""
    assert main(["--lang", "zh_CN", "selftest"]) == 0
    out = capsys.readouterr().out
    assert re.search(r"(\d+) 个用例中 \1 个通过\n$", out)
    assert "通过  " in out
    assert "相符 " in out
    assert "computed" not in out


def test_a_broken_selftest_case_is_told_in_traditional_chinese(
        capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    """A case's error (unknown metric, not an object) in 繁體中文 in the text, English in the
    JSON."""
    from tests.commands.test_selftest import case, write_cases

    path = write_cases(tmp_path, [case(id="unknown", metric="magic_kappa"), "not a case"])
    assert main(["--lang", "zh_TW", "selftest", str(path)]) == 1
    out = capsys.readouterr().out
    assert "錯誤：未知的指標 'magic_kappa'；已知：" in out
    assert "每個案例必須是一個 JSON 物件" in out
    assert out.endswith("2 個案例中 0 個通過；2 個失敗\n")
    assert main(["--lang", "zh_TW", "selftest", str(path), "--format", "json"]) == 1
    doc = json.loads(capsys.readouterr().out)
    assert doc["results"][0]["error"].startswith("unknown metric 'magic_kappa'; known: ")


def test_the_python_api_refusals_carry_their_template() -> None:
    """The API's errors read in English as before and render in Chinese on request."""
    from adjudicator.api import as_ratings

    with pytest.raises(InputError) as caught:
        as_ratings([["a", "b"], ["a", "c"]], labels=["a", "b"])
    assert str(caught.value).startswith("label 'c' is not one of the labels given")
    assert "标签 'c' 不在给定的标签之中" in caught.value.render(translator("zh_CN"))


def test_a_tool_export_note_in_both_chinese_scripts(capsys: pytest.CaptureFixture[str]) -> None:
    """What an MTurk reader says about its export (`validate`), in 简体中文 and 繁體中文."""
    data = Path(__file__).parents[1] / "data" / "io" / "tools" / "mturk_batch_3824355_first40.csv"
    assert main(["--lang", "zh_CN", "validate", str(data)]) == 0
    assert "MTurk：40 行在空的 Approve/Reject 列之前结束" in capsys.readouterr().out
    assert main(["--lang", "zh_TW", "validate", str(data)]) == 0
    out = capsys.readouterr().out
    assert "MTurk：40 列在空的 Approve/Reject 欄之前結束" in out
    assert "requester site" not in out
