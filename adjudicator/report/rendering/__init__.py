"""The report made readable: one self-contained HTML document, its figures (matplotlib with
the bundled CJK fonts), its words in English and Chinese, and the files written."""
