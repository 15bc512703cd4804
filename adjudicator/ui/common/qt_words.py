"""Words of Qt's own dialogs that the Chinese catalogues shipped with Qt miss.

Qt 6 labels its file dialog "&Look in:" and "Files of &type:" (with shortcut marks), while
the qtbase_zh_CN / qtbase_zh_TW catalogues still hold only the older "Look in:" and "Files
of type:", so the export and open dialogs showed those two labels in English. Marking them
here puts them in our catalogue under Qt's context ("QFileDialog"); Qt asks every installed
translator, so ours answers where Qt's own has no entry. Nothing imports this module: it is
read by ``pyside6-lupdate`` only.
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP

QT_OWN_WORDS = (
    QT_TRANSLATE_NOOP("QFileDialog", "&Look in:"),
    QT_TRANSLATE_NOOP("QFileDialog", "Files of &type:"),
)
