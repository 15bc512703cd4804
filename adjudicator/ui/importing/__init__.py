"""Importing a file: the import dialog, its form and preview, the reader's report of what it did
with every row, and the notice when the import found problems."""
