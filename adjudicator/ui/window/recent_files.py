"""Recently opened labels files and folders: kept in QSettings, offered in File ▸ Open
recent and on the start page (with a hint that a file may be dropped there)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtWidgets import QBoxLayout, QLabel, QMenu, QPushButton, QVBoxLayout, QWidget

RECENT_KEY = "ui/recent"
KEPT = 8  # in the menu
ON_START_PAGE = 5


class RecentFiles(QObject):
    """The list (newest first, each path once); emits ``changed`` when it moves."""

    changed = Signal()

    def paths(self) -> list[Path]:
        """The remembered paths, newest first."""
        value = QSettings().value(RECENT_KEY, [])
        if isinstance(value, str):  # QSettings returns a one-entry list as a string
            value = [value]
        entries = value if isinstance(value, list) else []
        return [Path(str(p)) for p in entries if str(p)][:KEPT]

    def add(self, path: Path) -> None:
        """Remember ``path`` as the newest."""
        absolute = path.expanduser().absolute()
        kept = [p for p in self.paths() if p != absolute]
        QSettings().setValue(RECENT_KEY, [str(p) for p in [absolute, *kept][:KEPT]])
        self.changed.emit()

    def clear(self) -> None:
        """Forget every entry."""
        QSettings().remove(RECENT_KEY)
        self.changed.emit()


class RecentMenu(QMenu):
    """File ▸ Open recent: one entry per path (a missing one disabled), then Clear."""

    def __init__(self, recent: RecentFiles, open_path: Callable[[Path], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.recent, self.open_path = recent, open_path
        self.aboutToShow.connect(self.fill)
        recent.changed.connect(self.fill)
        self.retranslate()

    def fill(self) -> None:
        """Entries as the settings hold them now."""
        self.clear()
        paths = self.recent.paths()
        for path in paths:
            action = self.addAction(path.name or str(path))
            action.setToolTip(str(path))
            action.setStatusTip(str(path))
            action.setEnabled(path.exists())
            action.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not paths:
            self.addAction(self.tr("(none yet)")).setEnabled(False)
        self.addSeparator()
        forget = self.addAction(self.tr("Clear the list"))
        forget.setEnabled(bool(paths))
        forget.triggered.connect(self.recent.clear)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setTitle(self.tr("Open &recent"))
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class StartExtras(QWidget):
    """Under the start page's buttons: the drop hint and the most recent files."""

    def __init__(self, recent: RecentFiles, open_path: Callable[[Path], object],
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("startExtras")
        self.recent, self.open_path = recent, open_path
        self.drop_hint = QLabel()
        self.drop_hint.setObjectName("dropHint")
        self.title = QLabel()
        self.title.setObjectName("subTitle")
        self.buttons: list[QPushButton] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 12, 0, 0)
        self.box.addWidget(self.drop_hint)
        self.box.addWidget(self.title)
        recent.changed.connect(self.fill)
        self.retranslate()

    def place(self, page: QWidget, below: QWidget, shown_with: QWidget) -> None:
        """Sit in ``page``'s box layout under ``below``, visible exactly when ``shown_with``
        is (the start page's hint: hidden while a file loads)."""
        box = page.layout()
        if isinstance(box, QBoxLayout):
            box.insertWidget(box.indexOf(below) + 1, self, 0, Qt.AlignmentFlag.AlignHCenter)
        shown_with.installEventFilter(self)
        self.setVisible(shown_with.isVisibleTo(page))

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.Hide):
            self.setVisible(event.type() == QEvent.Type.Show)
        return super().eventFilter(watched, event)

    def fill(self) -> None:
        """One button per recent path that still exists (full path in the tooltip)."""
        for button in self.buttons:
            self.box.removeWidget(button)
            button.setParent(None)  # gone at once, not at the next event loop turn
            button.deleteLater()
        self.buttons = []
        for path in [p for p in self.recent.paths() if p.exists()][:ON_START_PAGE]:
            button = QPushButton(path.name or str(path))
            button.setObjectName("recentButton")
            button.setToolTip(str(path))
            button.clicked.connect(lambda _=False, p=path: self.open_path(p))
            self.box.addWidget(button)
            self.buttons.append(button)
        self.title.setVisible(bool(self.buttons))

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.drop_hint.setText(self.tr("…or drop a labels file or a folder of them anywhere "
                                       "on this window."))
        self.title.setText(self.tr("Recent files"))
        self.fill()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
