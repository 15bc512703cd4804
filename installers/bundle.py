"""What every platform's PyInstaller spec shares: the program, its resources, and what stays
out (test-only libraries, unused Qt modules), so each bundle is small and starts fast.

Imported by the specs (installers/*/adjudicator.spec) while PyInstaller runs them."""

from __future__ import annotations

from pathlib import Path

from PyInstaller.utils.hooks import collect_submodules

ROOT = Path(__file__).resolve().parent.parent
ENTRY = str(ROOT / "installers" / "entry.py")

#: commands and tool readers are imported by name at run time (cli.COMMANDS, io.sources)
HIDDEN_IMPORTS = [
    *collect_submodules("adjudicator"),
    "PySide6.QtSvg",  # icons (the report's PDF is QPdfWriter, in QtGui: no QtPrintSupport)
    # the report's figures are drawn on matplotlib Figure objects (no pyplot, no Qt canvas)
    # as PNG (Agg) or SVG (`--figure-format svg`); the report's PDF is Qt's, so matplotlib's
    # Qt and PDF backends (and the fontTools subsetting the PDF one imports) stay out
    "matplotlib.backends.backend_agg", "matplotlib.backends.backend_svg",
]

#: resources/ becomes the package adjudicator.resources, as in the wheel
DATAS = [(str(ROOT / "resources"), "adjudicator/resources")]

#: test oracles, developer tools and GUI toolkits the program never uses
EXCLUDES = [
    "sklearn", "scipy", "statsmodels", "krippendorff", "irrCAC", "hypothesis", "pytest",
    "_pytest", "pytestqt", "mypy", "ruff", "importlinter", "grimp", "IPython", "jedi",
    "tkinter", "_tkinter", "PyQt5", "PyQt6", "PySide2", "setuptools", "pip", "wheel",
    "pkg_resources", "numpy.f2py", "pandas.tests", "numpy.tests", "pyarrow.tests",
    "matplotlib.tests", "sphinx", "docutils", "lib2to3", "sqlite3",
    "readline", "curses", "PIL._avif", "PIL.AvifImagePlugin", "PIL._webp",
    "PIL.WebPImagePlugin", "PIL.ImageTk", "PIL.ImageQt",
    "duckdb", "pyspark", "py4j",  # the command line's optional engines; the window has none
    "pydoc_data",  # pydoc's help topics: help() is never called
    *(f"PySide6.{name}" for name in (
        "Qt3DAnimation", "Qt3DCore", "Qt3DExtras", "Qt3DInput", "Qt3DLogic", "Qt3DRender",
        "QtBluetooth", "QtCharts", "QtConcurrent", "QtDataVisualization", "QtDBus",
        "QtDesigner", "QtGraphs", "QtHelp", "QtHttpServer", "QtLocation", "QtMultimedia",
        "QtMultimediaWidgets", "QtNetwork", "QtNetworkAuth", "QtNfc", "QtOpenGL",
        "QtOpenGLWidgets", "QtPdf", "QtPdfWidgets", "QtPositioning", "QtPrintSupport", "QtQml",
        "QtQuick",
        "QtQuick3D", "QtQuickControls2", "QtQuickWidgets", "QtRemoteObjects", "QtScxml",
        "QtSensors", "QtSerialBus", "QtSerialPort", "QtSpatialAudio", "QtSql",
        "QtStateMachine", "QtSvgWidgets", "QtTest", "QtTextToSpeech", "QtUiTools",
        "QtWebChannel", "QtWebEngineCore", "QtWebEngineWidgets", "QtWebSockets", "QtXml",
    )),
]

#: PyInstaller's run-time hooks the program does without: inspect.getsourcefile for frozen code
#: (no source is shown), multiprocessing's frozen children (none are started), and a new
#: temporary matplotlib folder for every run (entry.py points matplotlib at a lasting cache
#: instead, so its font list is built once, not at every start)
UNUSED_RUNTIME_HOOKS = ("pyi_rth_inspect", "pyi_rth_multiprocessing", "pyi_rth_mplconfig")


def runtime_scripts(scripts: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """The Analysis' scripts (run-time hooks, then the entry) without the unused hooks."""
    return [entry for entry in scripts if entry[0] not in UNUSED_RUNTIME_HOOKS]


#: matplotlib's backends the program draws with (the hook otherwise scans for all of them)
HOOKS_CONFIG = {"matplotlib": {"backends": ["Agg", "SVG"]}}
