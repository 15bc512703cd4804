"""Files `adjudicator agree` refuses for want of two annotators are refused in the window with
the same words (the window showed κ = 1.000 for an annotator compared with itself), and
`--screenshot` exits 2 with them; a file opened with problems says so in the window itself."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from adjudicator.store.project import default_log_path
from adjudicator.ui.common.i18n import Translators
from adjudicator.ui.window.main_window import MainWindow


def _one_column(folder: Path) -> Path:
    path = folder / "one.csv"
    path.write_text("id,text,ann1\n1,hello,pos\n2,bye,neg\n3,meh,pos\n", encoding="utf-8")
    return path


def _huge_other(folder: Path) -> Path:
    """One annotator column; the only other column holds 5,000-character fields."""
    path = folder / "huge.csv"
    rows = [f"{i},{'pos' if i % 2 else 'neg'},{'x' * 5000}{i}" for i in range(5)]
    path.write_text("id,ann1,notes\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def _problems(folder: Path) -> Path:
    """A repeated id and a short row: `agree` refuses it, the window opens it."""
    path = folder / "dup.csv"
    path.write_text("id,text,a,b\n1,t,pos,pos\n1,t,neg,pos\n2,u,pos\n3,v,neg,neg\n4,w,pos,neg\n",
                    encoding="utf-8")
    return path


def _refused(qtbot, translators: Translators, path: Path) -> tuple[MainWindow, str]:  # type: ignore[no-untyped-def]
    """Open ``path`` in a real window; wait for the load to end; the welcome page's message."""
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.show()
    page = win.opener.page
    win.open_path(path, None, "tester")
    qtbot.waitUntil(lambda: win.opener.job is None and page.message.text() != "",
                    timeout=10_000)
    return win, page.message.text()


def _adjudicator(*args: str, home: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "XDG_CONFIG_HOME": str(home),
           "XDG_DATA_HOME": str(home)}
    code = "import sys; from adjudicator.cli import main; raise SystemExit(main(sys.argv[1:]))"
    return subprocess.run([sys.executable, "-c", code, *args], capture_output=True, text=True,
                          env=env, timeout=300, check=False)


@pytest.mark.parametrize("make", [_one_column, _huge_other])
def test_a_file_with_one_annotator_is_refused_in_the_window(qtbot, translators, tmp_path,
                                                           make) -> None:
    """No session, no κ: the welcome page names the one annotator and how to add the others,
    offers other import options, and leaves no decision log behind."""
    path = make(tmp_path)
    win, message = _refused(qtbot, translators, path)
    assert win.session is None
    assert f"{path.name}: only one annotator, 'ann1', labelled this file" in message
    assert "--annotators (in the window: the import options)" in message
    assert win.opener.page.change_button.isVisibleTo(win.opener.page)
    assert not default_log_path(path).exists()


def test_the_refusal_is_in_the_users_language(qtbot, translators, tmp_path) -> None:
    """In 简体中文 the window says it with the Chinese words `agree --lang zh_CN` uses."""
    translators.apply("zh_CN")
    _, message = _refused(qtbot, translators, _one_column(tmp_path))
    assert "只有一位标注员" in message
    assert "import options" not in message  # the hint translated too


def test_screenshot_exits_2_with_the_message_agree_gives(tmp_path) -> None:
    """`adjudicator FILE --screenshot` and `adjudicator agree FILE`: both exit 2, both say
    "adjudicator: error: one.csv: only one annotator, 'ann1', …", no picture is written."""
    path, out = _one_column(tmp_path), tmp_path / "window.png"
    shot = _adjudicator(str(path), "--screenshot", str(out), home=tmp_path)
    agree = _adjudicator("agree", str(path), home=tmp_path)
    assert (shot.returncode, agree.returncode) == (2, 2)
    for done in (shot, agree):
        assert "adjudicator: error: " in done.stderr
        assert "one.csv: only one annotator, 'ann1', labelled this file (3 items)" in done.stderr
        assert "--ignore-problems" not in done.stderr  # agreement needs two: nothing to ignore
    assert not out.exists()


def test_problems_of_an_opened_file_show_in_the_window(qtbot, open_window, translators,
                                                       tmp_path) -> None:
    """A repeated id and a short row: the file opens, and a bar in the window (not only the
    pop-up, which a screenshot misses) names both problems."""
    win = open_window(_problems(tmp_path), translators)
    notice = win.import_notice
    qtbot.waitUntil(notice.isVisible)
    assert win.isAncestorOf(notice)
    assert "1 duplicate id(s)" in notice.text.text()
    assert "1 row(s) with the wrong number of fields" in notice.text.text()
    translators.apply("zh_CN")
    qtbot.waitUntil(lambda: "duplicate" not in notice.text.text())
    assert "重复" in notice.text.text()


def test_no_bar_for_a_file_without_problems(window: MainWindow) -> None:
    """The sample has no problems: no bar."""
    assert not window.import_notice.isVisible()
