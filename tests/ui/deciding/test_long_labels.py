"""Labels of 100+ characters (relation-extraction label sets) never widen the window past a
laptop screen: the decision buttons elide in the middle (whole label in the tooltip, and the
button still decides it), the statistics' names are elided and the reasons and votes wrap."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt

from adjudicator.ui.common.text_fit import ElidedButton, breakable
from adjudicator.ui.window.main_window import MainWindow

LONG = ("top_member_employee_of_org;place_of_death;employee_or_member_of;subsidiaries;"
        "places_of_residence;origin;place_of_birth;alternate_names;place_of_headquarters")


def _file(path: Path) -> Path:
    labels = [LONG, "origin", "place_of_birth", "employee_or_member_of;origin"]
    rows = [f"s{i},{labels[i % 4]},{labels[(i * 3) % 4] if i % 5 else labels[i % 4]},"
            f"{labels[(i + 1) % 4]}" for i in range(40)]
    path.write_text("id,w1,w2,w3\n" + "\n".join(rows) + "\n", encoding="utf-8")
    return path


def test_long_labels_fit_a_laptop_screen_and_still_decide(qtbot, translators,
                                                          tmp_path: Path) -> None:
    win = MainWindow(translators)
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    win.open_path(_file(tmp_path / "relations.csv"))
    qtbot.waitUntil(lambda: win.session is not None, timeout=10_000)
    qtbot.wait(100)
    assert win.minimumSizeHint().width() <= 1280
    assert win.width() <= 1280
    panel = win.work.decision
    labels = list(win.session.ratings.labels)
    at = labels.index(next(lab for lab in labels if lab.startswith("top_member")))
    button = panel.buttons[at]
    assert isinstance(button, ElidedButton)
    assert button.full_text().endswith(labels[at])
    assert "…" in button.text()
    assert labels[at] in button.toolTip()
    item = win.current_item()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    item_id = win.session.ids[item]
    qtbot.waitUntil(lambda: win.session.state.final_label(item_id) == labels[at], timeout=5_000)


def test_breakable_only_adds_invisible_break_points() -> None:
    text = "employee_or_member_of;origin|a/b"
    broken = breakable(text)
    assert broken.replace("\u200b", "") == text
    assert broken.count("\u200b") == 6
