"""Suggested labels from many annotators: majority vote, Dawid–Skene and MACE (no Qt, no disk)."""
