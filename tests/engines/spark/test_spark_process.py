"""`agree --engine spark` as a real process: no Java is a clear error; Ctrl+C while Spark
counts leaves nothing behind (no scratch folder, no JVM)."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import pyarrow as pa
import pyarrow.parquet as pq

from adjudicator.engines.spark.session import (
    MAX_SOCKET_PATH,
    SOCKET_NAME,
    TEMP_PREFIX,
    socket_folder,
)

#: the checkout under test (the subprocess runs from elsewhere)
ROOT = str(Path(__file__).resolve().parents[3])


def small_parquet(path: Path) -> None:
    """Two annotators, three items."""
    pq.write_table(pa.table({"item": ["a", "a", "b", "b", "c", "c"],
                             "annotator": ["x", "y"] * 3,
                             "label": ["p", "p", "n", "p", "n", "n"]}), path)


def test_no_java_is_a_translated_error(tmp_path: Path) -> None:
    """Without JAVA_HOME and without java on the PATH: exit 2, what to install, in English
    and in 简体中文; nothing started, nothing left in the temporary directory."""
    data = tmp_path / "labels.parquet"
    small_parquet(data)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "JAVA_HOME"}
    env.update(PATH=str(tmp_path / "no-bin"), TMPDIR=str(tmp), PYTHONPATH=ROOT)
    for lang, words in (("en", "Spark needs Java"), ("zh_CN", "Java")):
        done = subprocess.run([sys.executable, "-m", "adjudicator", "--lang", lang, "agree",
                               str(data), "--engine", "spark"], env=env, capture_output=True,
                              text=True, timeout=120)
        assert done.returncode == 2, done.stderr
        assert words in done.stderr
        assert "openjdk-17-jre-headless" in done.stderr
        assert "Traceback" not in done.stderr
        if lang == "zh_CN":
            assert "Spark needs Java" not in done.stderr
    assert list(tmp.iterdir()) == []


def many_annotators(path: Path, items: int, annotators: int) -> None:
    """items x annotators judgments: every item's pairs make a count of many seconds."""
    rng = np.random.default_rng(0)
    n = items * annotators
    pq.write_table(pa.table({
        "item": np.repeat(np.arange(items), annotators),
        "annotator": np.tile(np.arange(annotators), items).astype(str),
        "label": rng.integers(0, 5, n)}), path)


def _default_sigint() -> None:
    """Ctrl+C as in a terminal: a background job (CI) may inherit SIGINT ignored."""
    signal.signal(signal.SIGINT, signal.SIG_DFL)


def _ours_running(mark: str) -> list[int]:
    """Processes whose command line names ``mark`` (our JVM names its scratch folder)."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                if mark.encode() in (entry / "cmdline").read_bytes():
                    found.append(int(entry.name))
            except OSError:
                continue
    return found


def test_sigint_while_counting_leaves_nothing_behind(tmp_path: Path) -> None:
    """Interrupted once Spark runs its jobs: exit 130, the JVM gone, the temporary
    directory empty, nothing new beside the input."""
    data = tmp_path / "judgments.parquet"
    many_annotators(data, 20_000, 60)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": ROOT}
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", "agree", str(data),
                             "--engine", "spark"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_sigint)
    deadline = time.monotonic() + 180
    while not any(p.name.startswith(TEMP_PREFIX) and any((p / "tmp").glob("*"))
                  for p in tmp.iterdir()):  # Spark's context made its folders: it runs
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "Spark never started"
        time.sleep(0.1)
    time.sleep(2.0)
    assert proc.poll() is None, "the count finished before it could be interrupted"
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert list(tmp.iterdir()) == []
    assert _ours_running(str(tmp)) == []
    assert sorted(p.name for p in tmp_path.iterdir()) == ["judgments.parquet", "tmp"]


def test_sigint_while_spark_starts_leaves_nothing_behind(tmp_path: Path) -> None:
    """Interrupted while the context is still being made (held back until it is: its own
    handler fails half made): exit 130, the JVM gone, the temporary directory empty."""
    data = tmp_path / "judgments.parquet"
    many_annotators(data, 2_000, 10)
    tmp = tmp_path / "tmp"
    tmp.mkdir()
    env = {**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": ROOT}
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", "agree", str(data),
                             "--engine", "spark"], cwd=tmp_path, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=_default_sigint)
    deadline = time.monotonic() + 180
    while not any(p.name.startswith(TEMP_PREFIX) and any((p / "tmp").glob("blockmgr-*"))
                  for p in tmp.iterdir()):  # the context is being made (its block manager)
        assert proc.poll() is None, proc.communicate()
        assert time.monotonic() < deadline, "Spark never started"
        time.sleep(0.02)
    proc.send_signal(signal.SIGINT)
    _, err = proc.communicate(timeout=120)
    assert proc.returncode == 130, err
    assert "Traceback" not in err
    assert list(tmp.iterdir()) == []
    assert _ours_running(str(tmp)) == []


def _ours_in_tmp() -> set[str]:
    """Folders of ours in /tmp (a short socket folder is made there for a long TMPDIR)."""
    return {p.name for p in Path("/tmp").glob(TEMP_PREFIX + "*")}


def test_a_long_temporary_path_still_starts_spark(tmp_path: Path) -> None:
    """A TMPDIR too long for a Unix socket's path (macOS' is near it; this one passes it):
    the count succeeds, and neither TMPDIR nor /tmp keeps a folder of ours."""
    data = tmp_path / "labels.parquet"
    small_parquet(data)
    tmp = tmp_path / ("t" * 60)
    tmp.mkdir()
    assert len(os.fsencode(tmp)) + len("/adjudicator-spark-12345678/tmp") + SOCKET_NAME > 108
    before = _ours_in_tmp()
    done = subprocess.run([sys.executable, "-m", "adjudicator", "agree", str(data),
                           "--engine", "spark", "--format", "json"], cwd=tmp_path,
                          env={**os.environ, "TMPDIR": str(tmp), "PYTHONPATH": ROOT},
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["n_items"] == 3
    assert list(tmp.iterdir()) == []
    assert _ours_in_tmp() <= before


def test_the_socket_folder_is_short_only_when_it_must_be(tmp_path: Path) -> None:
    """A short temporary folder keeps the sockets (None); a long one gets a folder in /tmp
    whose sockets' paths fit."""
    assert socket_folder(Path("/tmp/adjudicator-spark-12345678/tmp")) is None
    folder = socket_folder(tmp_path / ("t" * 80) / "tmp")
    assert folder is not None
    try:
        assert folder.parent == Path("/tmp")
        assert folder.is_dir()
        assert len(os.fsencode(folder)) + SOCKET_NAME <= MAX_SOCKET_PATH
    finally:
        folder.rmdir()


def test_spark_submit_runs_the_entry_point_as_the_recipe_says(tmp_path: Path) -> None:
    """The cluster recipe of docs/spark.md, on a local master: spark-submit runs
    adjudicator/__main__.py with `agree … --engine spark`; its JSON equals `--engine duckdb`'s
    on the same Parquet to a relative 1e-12 (three annotators, a gap, strata)."""
    import shutil

    import pyspark

    from tests.commands.agreement.test_agree_engine_cli import judgments
    from tests.engine_compare import assert_same_numbers

    data = tmp_path / "long.parquet"
    judgments(7, 60, 3, ["pos", "neg", "neu"]).to_parquet(data, index=False)
    submit = Path(pyspark.__file__).parent / "bin" / "spark-submit"
    assert submit.exists() or shutil.which("spark-submit")
    # a bare machine's name may not resolve (no /etc/hosts): the local-mode settings of
    # docs/spark.md, an address for the JVM and a Unix socket for pyspark's servers
    env = dict(os.environ, PYSPARK_DRIVER_PYTHON=sys.executable, PYSPARK_PYTHON=sys.executable,
               PYTHONPATH=ROOT, SPARK_LOCAL_IP="127.0.0.1")
    words = ["agree", str(data), "--engine", "spark", "--by", "channel", "--format", "json"]
    done = subprocess.run([str(submit), "--master", "local[1]", "--conf", "spark.log.level=WARN",
                           "--conf", "spark.python.unix.domain.socket.enabled=true",
                           str(Path(ROOT) / "adjudicator" / "__main__.py"), *words],
                          env=env, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr[-3000:]
    spark = json.loads(done.stdout)
    assert spark.pop("engine")["name"] == "spark"
    duck = subprocess.run([sys.executable, "-m", "adjudicator", *words[:3], "duckdb",
                           *words[4:]], env=env, capture_output=True, text=True, timeout=300)
    assert duck.returncode == 0, duck.stderr
    doc = json.loads(duck.stdout)
    assert doc.pop("engine")["name"] == "duckdb"
    assert_same_numbers(doc, spark)
