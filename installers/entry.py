"""Entry point of the bundled application: the `adjudicator` command (window by default)."""

from adjudicator.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
