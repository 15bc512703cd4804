"""The acceptance report as plain values: the rules fixed before the results, their verdict,
the report model built from the core's results or from count tables, its scale and fields."""
