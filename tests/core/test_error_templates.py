"""Every message core, io, store and the commands show the user is an English template with
named fields, marked for the "Errors" translation context, and every such template is
translated in zh_CN and zh_TW with its fields kept (issue 11: every word in Chinese).

The sources are read with ``ast``: a message, ``expected`` or ``hint`` given to ``InputError``
or ``Message`` must be a ``QT_TRANSLATE_NOOP`` call (or a name bound to one, or a choice
between them), never an f-string, a concatenation or ``.format`` of live values, which
``pyside6-lupdate`` cannot extract and no translator can reach.
"""

from __future__ import annotations

import ast
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from adjudicator.core.errors import InputError, Message

ROOT = Path(__file__).resolve().parents[2]
LAYERS = [ROOT / "adjudicator" / name for name in ("core", "io", "store", "commands")]
TRANSLATIONS = ROOT / "resources" / "translations"
CJK = re.compile(r"[\u4e00-\u9fff]")
#: templates that hold code or data only (kept as they are in every language)
CODE_ONLY = {'labels = ["a", "b", ...]', "{encoding} ({reason})", "{file}: {reason}",
             "--question {read}"}


def _sources() -> list[tuple[Path, ast.AST]]:
    files = [p for layer in LAYERS for p in sorted(layer.rglob("*.py"))]
    files.append(ROOT / "adjudicator" / "cli.py")  # the command line's own refusal
    return [(p, ast.parse(p.read_text(encoding="utf-8"))) for p in files]


def _is_marked(node: ast.AST) -> bool:
    """A marked template, a name bound to one, or a literal without words ("0..{last}")."""
    if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP":
        return True
    if isinstance(node, ast.Name | ast.Attribute):
        return True
    if isinstance(node, ast.IfExp):
        return _is_marked(node.body) and _is_marked(node.orelse)
    if isinstance(node, ast.Constant):
        return node.value is None or not re.search(r"[A-Za-z]", re.sub(r"\{\w+\}", "",
                                                                           str(node.value)))
    return (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)  # ", ".join(
            and node.func.attr == "join" and isinstance(node.func.value, ast.Constant)
            and not re.search(r"[A-Za-z]", str(node.func.value.value)))


def _marked_templates() -> set[str]:
    """Every string marked for the "Errors" context in core, io, store and the commands."""
    out = set()
    for _, tree in _sources():
        for node in ast.walk(tree):
            if (isinstance(node, ast.Call) and getattr(node.func, "id", "") == "QT_TRANSLATE_NOOP"
                    and isinstance(node.args[0], ast.Constant) and node.args[0].value == "Errors"):
                out.add(ast.literal_eval(node.args[1]))
    return out


def _translations(lang: str) -> dict[str, str]:
    """Source -> finished translation of the "Errors" context."""
    root = ET.parse(TRANSLATIONS / f"adjudicator_{lang}.ts").getroot()
    out = {}
    for context in root.iter("context"):
        if context.findtext("name") != "Errors":
            continue
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is not None and translation.get("type") is None:
                out[message.findtext("source") or ""] = translation.text or ""
    return out


def _fields(text: str) -> set[str]:
    return set(re.findall(r"\{(\w+)", text))


def test_no_message_is_built_from_live_values() -> None:
    """No f-string, concatenation or format call reaches InputError or Message."""
    built = []
    for path, tree in _sources():
        for node in ast.walk(tree):
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") in ("InputError",
                                                                               "Message"):
                given = node.args[:1] + [k.value for k in node.keywords
                                         if k.arg in ("expected", "hint")]
                built += [f"{path.relative_to(ROOT)}:{g.lineno}: {ast.unparse(g)[:70]}"
                          for g in given if not _is_marked(g)]
    assert built == []


def test_the_scan_catches_an_f_string() -> None:
    """The check above fails on the kind of message it exists to stop."""
    bad = ast.parse('InputError(f"no item {x}", hint="Try " + y)').body[0]
    assert isinstance(bad, ast.Expr)
    call = bad.value
    assert isinstance(call, ast.Call)
    assert not _is_marked(call.args[0])
    assert not _is_marked(call.keywords[0].value)
    good = ast.parse('QT_TRANSLATE_NOOP("Errors", "x")').body[0]
    assert isinstance(good, ast.Expr)
    assert _is_marked(good.value)


@pytest.mark.parametrize("lang", ["zh_CN", "zh_TW"])
def test_every_error_template_is_translated_with_its_fields(lang: str) -> None:
    """Each marked template has a finished translation, in Chinese, with the same fields."""
    table = _translations(lang)
    templates = _marked_templates()
    assert len(templates) > 300  # the scan found the templates (not an empty set)
    missing = sorted(t for t in templates if not table.get(t))
    assert missing == []
    lost = sorted(t for t in templates if _fields(table[t]) != _fields(t))
    assert lost == []
    english = sorted(t for t in templates if t not in CODE_ONLY and re.search(r"[a-z]{3}", t)
                     and not CJK.search(table[t]))
    assert english == []


def test_simplified_and_traditional_differ() -> None:
    """zh_TW is written in traditional characters (a table row is 列 there, 行 in zh_CN)."""
    cn, tw = _translations("zh_CN"), _translations("zh_TW")
    assert cn["Rows skipped: {n}"] == "跳过的行：{n}"
    assert tw["Rows skipped: {n}"] == "跳過的列：{n}"
    assert tw["the file has no byte-order mark"] != cn["the file has no byte-order mark"]


def test_a_message_given_as_the_error_keeps_its_template() -> None:
    """InputError(Message(...)) renders through the Message's template and fields."""
    error = InputError(Message("{n} rows", n=3))
    assert str(error) == "3 rows"
    assert error.render(lambda t: "{n} 行" if t == "{n} rows" else t) == "3 行"


def test_fields_that_are_messages_or_errors_render_translated() -> None:
    """A nested Message, a tuple of them and an InputError field all go through translate."""
    words = {"missing": "缺失", "{file}: {reason}": "{file}：{reason}",
             "changed: {changes}": "已改变：{changes}", "{error}; read-only": "{error}；只读"}
    inner = InputError("changed: {changes}", args={
        "changes": (Message("{file}: {reason}", file="a.csv", reason=Message("missing")),)})
    outer = Message("{error}; read-only", error=inner)
    assert str(outer) == "changed: a.csv: missing; read-only"
    assert outer.render(lambda t: words.get(t, t)) == "已改变：a.csv：缺失；只读"
