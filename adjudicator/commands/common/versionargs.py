"""What the version commands share: naming a version on the command line, and opening a
project for writing (refused, with the reason, when the log is held elsewhere)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from adjudicator.commands.common.projectargs import import_settings, log_path, tell
from adjudicator.commands.common.say import text
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message

if TYPE_CHECKING:
    from adjudicator.core.adjudication.state import AdjudicationState
    from adjudicator.core.adjudication.versions import AsOf
    from adjudicator.store.project import Project

VERSION_HELP = QT_TRANSLATE_NOOP("Help", "a sequence number, a version (tag) name or an ISO time "
                                         "such as 2026-05-01T12:00Z")
AS_OF_HELP = QT_TRANSLATE_NOOP("Help", "the state at a version: a sequence number, a "
                                       "version (tag) name or an ISO time such as "
                                       "2026-05-01T12:00Z")


def parse_version(state: AdjudicationState, text: str | None) -> AsOf:
    """A version as typed: digits are a sequence number, a known tag is itself, ``now`` (or
    nothing) the latest, else an ISO time; anything else raises InputError naming the tags."""
    text = None if text is None else text.strip()
    if text is None or (text == "now" and text not in state.tags):
        return None
    if text.isdigit() or text in state.tags:
        return text
    try:
        return datetime.fromisoformat(text)
    except ValueError:
        pass
    raise InputError(QT_TRANSLATE_NOOP("Errors", "no version named '{name}'"),
                     expected="{tags}" if state.tags
                     else QT_TRANSLATE_NOOP("Errors", "a sequence number (no tags yet)"),
                     hint=QT_TRANSLATE_NOOP("Errors",
                                            "Give a sequence number, a tag name or an ISO time"),
                     args={"name": text, "tags": ", ".join(state.tags)})


@contextmanager
def writable(args: argparse.Namespace, *, create: bool) -> Iterator[Project]:
    """The project of DATA and --log, open for writing; a log that can only be read (held by
    another process, originals changed) is refused before anything is written. A log cut short
    is refused too, unless ``args.accept_shorter_log`` (the acceptance is recorded)."""
    from adjudicator.store.project import Project

    settings = import_settings(args) if create else {}
    with Project.open(args.data, log_path(args), author=getattr(args, "author", None),
                      create=create, accept_shorter_log=getattr(args, "accept_shorter_log", False),
                      **settings) as project:
        if project.read_only:
            why = (Message("{messages}", messages=tuple(project.messages)) if project.messages
                   else QT_TRANSLATE_NOOP("Errors", "the log is read-only"))
            raise InputError(why,
                             file=str(project.log_path),
                             hint=QT_TRANSLATE_NOOP("Errors", "Nothing was written"))
        tell(project.messages)
        yield project


def done(template: str, **fields: object) -> None:
    """Say what was done (a template and its fields, in the run's language), after it is
    durable, and flush so a script sees it at once."""
    sys.stdout.write(text(template, **fields) + "\n")
    sys.stdout.flush()


def log_name(project: Project) -> str:
    """The log's file name, for messages."""
    return Path(project.log_path).name
