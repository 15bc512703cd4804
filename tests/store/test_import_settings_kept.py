"""What a decision log's header keeps of the import options: the coding's choices, never the
columns one command chose to read."""

from __future__ import annotations

from pathlib import Path

from adjudicator.io import ImportOptions, load_dataset
from adjudicator.store.importsettings import to_header


def test_the_columns_a_command_reads_are_not_kept(tmp_path: Path) -> None:
    """statistics_only, also_read and choose_columns are agree's, not the data's: a header
    written from options carrying them holds none of them."""
    path = tmp_path / "t.csv"
    path.write_text("id,a,b\n1,x,y\n2,y,y\n", encoding="utf-8")
    options = ImportOptions(statistics_only=True, also_read=["a"], choose_columns=lambda t: None)
    header = to_header(load_dataset(path), {"options": options})
    kept = header["options"]
    assert not {"statistics_only", "also_read", "choose_columns"} & set(kept)
    assert kept["layout"] == "auto"
