"""Parquet through pyarrow; every column becomes text so labels are coded like CSV ones."""

from __future__ import annotations

from pathlib import Path

from adjudicator.core.errors import InputError
from adjudicator.io.options import ImportOptions
from adjudicator.io.table import RawTable, cell_text, sequential_rows


def read_parquet(path: Path, options: ImportOptions) -> RawTable:
    """Read a Parquet file; say clearly when pyarrow is not usable on this machine."""
    try:
        import pyarrow.parquet as pq
    except ImportError as exc:
        raise InputError(
            f"Parquet files need the pyarrow library, which cannot be loaded here ({exc})",
            file=path.name, hint="Export the labels as CSV or XLSX, or repair the installation"
        ) from None
    try:
        frame = pq.read_table(path).to_pandas()
    except Exception as exc:  # pyarrow raises ArrowInvalid/OSError for a damaged file
        raise InputError(f"the Parquet file cannot be read ({exc})", file=path.name,
                         hint="Write the file again") from None
    frame = frame.astype(object).map(cell_text)
    return RawTable(frame, sequential_rows(len(frame), 1), path.name, "parquet")
