"""Versions and rounds: name and compare versions, start a guideline version, compare earlier rounds
of the same items, and the what-if of merged classes or other weights."""
