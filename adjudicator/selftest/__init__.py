"""The selftest: every published vector, computed under its source's convention."""
