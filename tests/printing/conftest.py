"""The PDF printer prints the report tests' project: the same fixtures, not a copy of them."""

from tests.report.conftest import project, sample_copy

__all__ = ["project", "sample_copy"]
