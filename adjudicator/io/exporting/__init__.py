"""Writing the adjudicated dataset out: the export files and their manifest, the tables they hold,
and cells made safe for spreadsheets (no formula injection)."""
