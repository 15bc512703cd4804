"""An argparse parser whose usage errors are input errors: one line and exit status 2."""

from __future__ import annotations

import argparse
from typing import NoReturn

from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError


class ArgumentParser(argparse.ArgumentParser):
    """Like argparse's, but a bad option raises InputError (the CLI prints one line)."""

    def error(self, message: str) -> NoReturn:
        """Turn a usage error into an InputError naming the command."""
        raise InputError("{prog}: {message}",
                         hint=QT_TRANSLATE_NOOP("Errors", "run `{prog} --help`"),
                         args={"prog": self.prog, "message": message})
