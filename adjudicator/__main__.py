"""`python -m adjudicator` runs the same entry point as the `adjudicator` command."""

from adjudicator.cli import main

raise SystemExit(main())
