"""Annotators judged against known answers (gold items)."""
