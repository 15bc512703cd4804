"""Errors that name exactly where the input is wrong and what to do about it."""

from __future__ import annotations


class InputError(Exception):
    """Bad input: which file, which row (as a spreadsheet shows it), which column, what was
    expected and what to do. The CLI prints it and exits with status 2; the window shows it."""

    def __init__(
        self,
        message: str,
        *,
        file: str | None = None,
        row: int | None = None,
        column: str | None = None,
        expected: str | None = None,
        hint: str | None = None,
    ) -> None:
        super().__init__(message)
        self.message = message
        self.file = file
        self.row = row
        self.column = column
        self.expected = expected
        self.hint = hint

    def __str__(self) -> str:
        where = []
        if self.file:
            where.append(self.file)
        if self.row is not None:
            where.append(f"row {self.row}")
        if self.column:
            where.append(f"column {self.column!r}")
        text = (": ".join([", ".join(where), self.message]) if where else self.message)
        if self.expected:
            text += f" (expected {self.expected})"
        if self.hint:
            text += f". {self.hint}"
        return text
