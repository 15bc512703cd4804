"""The wheel's package list names every package of the source tree (an editable install hides
a missing one; a built wheel or an installer bundle would then lack its modules)."""

from __future__ import annotations

import tomllib
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _declared_packages() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    return set(config["tool"]["setuptools"]["packages"])


def _source_packages() -> set[str]:
    inits = (ROOT / "adjudicator").rglob("__init__.py")
    return {".".join(p.parent.relative_to(ROOT).parts) for p in inits}


def test_every_source_package_is_declared() -> None:
    """Each folder of adjudicator/ with an __init__.py is in [tool.setuptools] packages."""
    missing = _source_packages() - _declared_packages()
    assert not missing, f"add to pyproject.toml [tool.setuptools] packages: {sorted(missing)}"


def test_declared_packages_exist() -> None:
    """Every declared package is a source package or a folder of resources/."""
    declared = {p for p in _declared_packages() if not p.startswith("adjudicator.resources")}
    assert declared <= _source_packages()


# -- the wheel, built and installed into a fresh venv (no network: no index, no dependencies) --

DIST = "label-adjudicator"  # the distribution's name; the import and the command: adjudicator


def _copy_source(into: Path) -> Path:
    """The files the build reads, copied, so building writes nothing into the checkout."""
    import shutil

    skip = shutil.ignore_patterns("__pycache__", "*.pyc", "resources")  # adjudicator/resources
    shutil.copytree(ROOT / "adjudicator", into / "adjudicator", ignore=skip)  # is a link
    shutil.copytree(ROOT / "resources", into / "resources",
                    ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, into / name)
    return into


def _run(*args: str | Path, cwd: Path) -> str:
    """Run a program with no PYTHONPATH (so only what is installed is imported); its output."""
    import os
    import subprocess

    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    done = subprocess.run([str(a) for a in args], cwd=cwd, env=env, capture_output=True,
                          text=True, timeout=300, check=False)
    assert done.returncode == 0, f"{args}: {done.stdout}\n{done.stderr}"
    return done.stdout


def _fresh_venv(at: Path) -> Path:
    """A venv without pip whose dependencies are the test interpreter's (a .pth naming its
    site folders, read after the venv's own, so the wheel's package comes first)."""
    import sys
    import sysconfig
    import venv

    venv.EnvBuilder(with_pip=False).create(at)
    python = at / "bin" / "python"
    purelib = Path(_run(python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])",
                        cwd=at).strip())
    here = {sysconfig.get_paths()["purelib"], sysconfig.get_paths()["platlib"]}
    here |= {p for p in sys.path if p.endswith(("site-packages", "dist-packages"))}
    (purelib / "test_venv_dependencies.pth").write_text("\n".join(sorted(here)) + "\n")
    return python


def test_the_wheel_installs_and_runs_in_a_fresh_venv(tmp_path: Path) -> None:
    """`pip wheel` builds label-adjudicator with its translations, fonts and samples inside;
    installed into a fresh venv it gives the `adjudicator` command and `adjudicator.api`."""
    import sys
    import zipfile
    from importlib.metadata import version as installed_version

    setuptools = tuple(int(x) for x in installed_version("setuptools").split(".")[:1])
    assert setuptools >= (77,), ("the build needs setuptools>=77 (a test extra); reinstall "
                                 "the test extras, e.g. `bash dev.sh test`")
    source = _copy_source(tmp_path / "src")
    wheels = tmp_path / "wheels"
    _run(sys.executable, "-m", "pip", "wheel", "--no-deps", "--no-build-isolation", "--no-index",
         "-q", "-w", wheels, source, cwd=tmp_path)
    (wheel,) = wheels.glob("*.whl")
    assert wheel.name.startswith("label_adjudicator-")
    names = zipfile.ZipFile(wheel).namelist()
    for lang in ("zh_CN", "zh_TW"):
        assert f"adjudicator/resources/translations/adjudicator_{lang}.qm" in names
    assert sum(n.startswith("adjudicator/resources/fonts/") and n.endswith(".otf")
               for n in names) == 2
    assert any(n.startswith("adjudicator/resources/samples/") for n in names)
    assert "adjudicator/py.typed" in names
    assert "adjudicator/resources/schemas/agree.schema.json" in names
    metadata = next(n for n in names if n.endswith(".dist-info/METADATA"))
    assert f"Name: {DIST}\n" in zipfile.ZipFile(wheel).read(metadata).decode()

    python = _fresh_venv(tmp_path / "venv")
    _run(sys.executable, "-m", "pip", "--python", python, "install", "--no-deps", "--no-index",
         "-q", wheel, cwd=tmp_path)
    shown = _run(tmp_path / "venv" / "bin" / "adjudicator", "--version", cwd=tmp_path)
    assert shown.strip() == f"adjudicator {installed_version_of(python, tmp_path)}"
    where = _run(python, "-c", "import adjudicator.api, adjudicator.resources as r; "
                 "print(adjudicator.api.__file__); print(r.__path__[0])", cwd=tmp_path)
    assert all(line.startswith(str(tmp_path / "venv")) for line in where.split())
    schema = _run(tmp_path / "venv" / "bin" / "adjudicator", "schema", "agree", cwd=tmp_path)
    assert '"$id": "adjudicator.agree/1"' in schema


def test_the_sdist_carries_what_a_wheel_needs(tmp_path: Path) -> None:
    """`python -m build --sdist` packs the sources, resources, schemas and the typing marker;
    a wheel built from that sdist alone has them all."""
    import sys
    import tarfile

    source = _copy_source(tmp_path / "src")
    dist = tmp_path / "dist"
    _run(sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", dist, source,
         cwd=tmp_path)
    (sdist,) = dist.glob("*.tar.gz")
    assert sdist.name.startswith("label_adjudicator-")
    with tarfile.open(sdist) as tar:
        names = {name.split("/", 1)[1] for name in tar.getnames() if "/" in name}
        # the "data" filter (no links out, no absolute paths) where this Python has it: 3.11.4+
        # (Debian bookworm's 3.11.2 has no filter argument)
        if hasattr(tarfile, "data_filter"):
            tar.extractall(tmp_path / "unpacked", filter="data")
        else:
            tar.extractall(tmp_path / "unpacked")
    for wanted in ("pyproject.toml", "README.md", "adjudicator/py.typed", "adjudicator/api.py",
                   "resources/schemas/agree.schema.json",
                   "resources/translations/adjudicator_zh_CN.qm",
                   "resources/samples/customer_service.csv"):
        assert wanted in names, wanted
    (unpacked,) = (tmp_path / "unpacked").iterdir()
    _run(sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", dist, unpacked,
         cwd=tmp_path)
    (wheel,) = dist.glob("*.whl")
    inside = set(zipfile.ZipFile(wheel).namelist())
    assert {"adjudicator/py.typed", "adjudicator/resources/schemas/diff.schema.json",
            "adjudicator/resources/translations/adjudicator_zh_TW.qm"} <= inside


def installed_version_of(python: Path, cwd: Path) -> str:
    """The version the fresh venv's metadata gives for the distribution, by its new name."""
    return _run(python, "-c", f"import importlib.metadata as m; print(m.version({DIST!r}))",
                cwd=cwd).strip()
