"""One reader per file format, each returning a RawTable (see io.table), and what they share:
the file-kind sniffing, the text-encoding guess, the Arrow columns and the read budget."""
