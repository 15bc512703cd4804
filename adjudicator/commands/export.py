"""`adjudicator export DATA --out FILE [--as-of N|TAG]`: write the adjudicated dataset.

Writes FILE (CSV, TSV, XLSX, JSONL or Parquet, from the extension or --format), the
disagreements for annotator feedback beside it (a second sheet in XLSX), and a manifest.
"""

from __future__ import annotations

from adjudicator.commands.projectargs import log_path, parser, tell


def main(argv: list[str]) -> int:
    """Export DATA with its decisions; prints the files written."""
    p = parser("adjudicator export", "Write the adjudicated dataset, disagreements and manifest.")
    p.add_argument("--out", required=True, metavar="FILE", help="the file to write")
    p.add_argument("--as-of", metavar="N|TAG", help="a sequence number or a version name")
    p.add_argument("--format", choices=("csv", "tsv", "xlsx", "jsonl", "parquet"))
    args = p.parse_args(argv)
    from adjudicator.store.project import Project

    with Project.open(args.data, log_path(args), read_only=True, create=False) as project:
        tell(project.messages)
        paths = project.export(args.out, fmt=args.format, as_of=args.as_of)
    for path in (paths.data, paths.disagreements, paths.manifest):
        if path is not None:
            print(f"wrote {path}")
    return 0
