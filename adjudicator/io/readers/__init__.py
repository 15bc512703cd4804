"""One reader per file format; each returns a RawTable (see io.table)."""
