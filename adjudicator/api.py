"""The public Python API: ``adjudicator.agree`` (filled in by the statistics work)."""
