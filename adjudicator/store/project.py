"""A Project joins the pinned originals, their label schema and the decision log into state.

``Project.open`` locks the log (a second process gets read-only access and a message naming
the holder), checks the originals' hashes (a mismatch stops the open unless the caller asks for
read-only), checks that the log reaches its tip (a log whose last events were removed stops the
open unless the user accepts it, which is recorded), sets a torn last line aside, and replays
the log. Every change goes through the
state, whose sink is the log: durable before it counts.

Opening writes nothing beside the data: without a log, the header is kept in memory and the
lead's first event (a decision, rules, a tag, a note, a scale) creates the log, its tip and its
lock (``store.deferred``); a folder where no log can be created opens for viewing, saying where
the log would go. Agreement results shown earlier (``store.shown``) count as seen: a viewing
the log does not hold is applied on open and written with the next event.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any, Literal

from adjudicator import __version__
from adjudicator.core.adjudication.events import Decision, Event, Note, Viewed
from adjudicator.core.adjudication.history import HistoryEntry
from adjudicator.core.adjudication.policy import AcceptPolicy
from adjudicator.core.adjudication.state import AdjudicationState, ChangeRecord, ReadOnlySink
from adjudicator.core.adjudication.versions import AsOf, Change, diff, resolve, state_at
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message
from adjudicator.io import Dataset, load_dataset
from adjudicator.io.durable import sweep_temps
from adjudicator.io.exporting.export import ExportPaths, write_export
from adjudicator.io.exporting.soft import SoftLabels
from adjudicator.io.sources import folder_members
from adjudicator.store.deferred import NOT_WRITABLE, DeferredSink, can_create, envelope
from adjudicator.store.importsettings import (
    check_settings,
    from_header,
    resolve_schema,
    to_header,
)
from adjudicator.store.lock import LogLock, lock_path
from adjudicator.store.log import FORMAT, VERSION
from adjudicator.store.log import write_new_log as _write_new_log
from adjudicator.store.logread import check_is_log, read_log
from adjudicator.store.logwriter import LogWriter
from adjudicator.store.opening import (
    UNCHAINED,
    default_log_path,
    discard_new_log,
    log_exists_error,
    refuse_log_inside,
    replay_log,
    tip_keeper,
    torn_tail,
    utc_seconds,
)
from adjudicator.store.pinning import (
    Mismatch,
    OriginalsChangedError,
    Pin,
    check,
    guard_output,
    pin,
    place,
    relative_name,
    unpinned,
)
from adjudicator.store.pinning import sha256_file as _sha256
from adjudicator.store.shown import first_shown, originals_key, record_shown
from adjudicator.store.tip import Tip, read_tip, tip_path
from adjudicator.store.tipcheck import (
    ACCEPTED,
    Verdict,
    acceptance_note,
    check_tip,
    refuse_missing_log,
)

__all__ = ["OnMismatch", "Project", "default_log_path", "discard_new_log"]

OnMismatch = Literal["stop", "read_only"]
class Project:
    """One dataset under adjudication: its originals, its log and its live state."""

    def __init__(self, data_path: Path, log_path: Path, dataset: Dataset, header: dict[str, Any],
                 state: AdjudicationState, writer: LogWriter | None, lock: LogLock | None,
                 messages: list[str]) -> None:
        self.data_path, self.log_path, self.dataset = data_path, log_path, dataset
        self.header, self._state, self._writer, self._lock = header, state, writer, lock
        self.messages = messages  # what the user should be told: torn tail, lock, mismatch
        self.mismatches: list[Mismatch] = []  # originals that differ from their pins
        self._sink: DeferredSink | None = None  # the state's sink while writable
        self._tip_later: Callable[[float], None] | None = None  # see defer_tip

    # ----- opening -----------------------------------------------------------------------
    @classmethod
    def create(cls, data_path: str | Path, log_path: str | Path | None = None, *,
               author: str | None = None, guideline: str = "", accept_shorter_log: bool = False,
               **settings: Any) -> Project:
        """Open a data file for a new log (``settings`` go to ``load_dataset``) without writing
        anything: the first event creates the log (``_create_log``). Where a tip records
        events of a log now missing, only ``accept_shorter_log`` starts afresh (and the new log
        says so); a folder where no log can be created opens read-only with a notice."""
        data = Path(data_path)
        log = Path(log_path) if log_path else default_log_path(data)
        refuse_log_inside(log, data)
        if log.exists():
            raise log_exists_error(log)
        stale = read_tip(log)
        if not accept_shorter_log:
            refuse_missing_log(log, stale)
        settings, schema_file = resolve_schema(settings, log.parent)  # read the schema once
        dataset = load_dataset(data, **settings)
        guard_output(log, [data, *dataset.sources])
        header = {
            "format": FORMAT, "version": VERSION, "created": utc_seconds(), "app": __version__,
            "originals": [pin(p, log.parent).to_dict() for p in dataset.sources],
            **({"folder": relative_name(data, log.parent)} if data.is_dir() else {}),
            "import": to_header(dataset, settings, schema_file),
            "labels": list(dataset.ratings.labels),
            "guideline": guideline,
        }
        state = replay_log(log, dataset, [], author, header)
        project = cls(data, log, dataset, header, state, None, None, [])
        if not can_create(log):  # a read-only folder: open for viewing, say where a log goes
            project.messages.append(Message(NOT_WRITABLE, folder=str(log.parent),
                                            name=log.name))
            state.sink = ReadOnlySink(project.messages[-1])
            return project
        project._sink = state.sink = DeferredSink(None, project._create_log)
        if isinstance(stale, Tip) and stale.seq > 0:
            project._sink.hold(state, Note(
                text=f"started a new log where the tip {tip_path(log).name} recorded event "
                     f"{stale.seq} (written {stale.written or '?'}) of a log that is missing; "
                     "accepted by the user", **envelope(state)))
        project._adopt_shown()
        return project

    def _create_log(self, events: list[Event]) -> LogWriter | None:
        """The first event the lead makes: write the header and ``events`` as a new log in
        one atomic step (never over an existing file), then lock it and open it for
        appending. None when another program locked the new log first (read-only then)."""
        log = self.log_path
        self.header["created"] = utc_seconds()
        try:
            _write_new_log(log, self.header, events)
        except FileExistsError:
            raise log_exists_error(log) from None
        lock, note = LogLock.acquire(log)
        if lock is None:
            self.messages.append(note)
            self._sink, self._state.sink = None, ReadOnlySink(note)
            return None
        contents = read_log(log)
        verdict = check_tip(log, read_tip(log), contents)
        self._writer = LogWriter(log, contents.good_size, contents.link,
                                 tip_keeper(log, contents, verdict))
        self._lock = lock
        self.defer_tip(self._tip_later)
        return self._writer

    def defer_tip(self, later: Callable[[float], None] | None) -> None:
        """Have each append leave the log's tip to ``later(delay)``, which calls
        ``write_tip`` about ``delay`` seconds on (the window: once the screen shows the
        event), instead of writing it within the append. Every event is still written and
        fsync'd before its append returns; only the tip, which may lag the log by design
        (``store.tip``), waits that moment. None: the appends write it again."""
        self._tip_later = later
        if self._writer is not None and self._writer.tip is not None:
            self._writer.tip.later = later

    def write_tip(self) -> None:
        """Write a pending tip now (a tip that cannot be written is tried again later)."""
        if self._writer is not None and self._writer.tip is not None:
            self._writer.tip.flush()

    @classmethod
    def open(cls, data_path: str | Path, log_path: str | Path | None = None, *,
             author: str | None = None, read_only: bool = False,
             on_mismatch: OnMismatch = "stop", create: bool = True,
             progress: Any = None, accept_shorter_log: bool = False,
             **settings: Any) -> Project:
        """Open a data file with its log; without a log one is started (created by the first
        event) unless ``create`` is False or ``read_only`` is set. A log that does not reach
        its tip stops the open (``LogCutError``); ``on_mismatch="read_only"`` opens it
        read-only instead, and
        ``accept_shorter_log`` opens it for writing, recording the acceptance as a note."""
        data = Path(data_path)
        log = Path(log_path) if log_path else default_log_path(data)
        if not log.exists():
            if create and not read_only:
                return cls.create(data, log, author=author, progress=progress,
                                  accept_shorter_log=accept_shorter_log, **settings)
            raise InputError(QT_TRANSLATE_NOOP("Errors", "no decision log found"), file=str(log),
                             hint=QT_TRANSLATE_NOOP("Errors",
                                 "Record a decision first, or pass --log PATH"))
        return cls._open_log(data, log, author=author, read_only=read_only,
                             on_mismatch=on_mismatch, progress=progress,
                             accept_shorter_log=accept_shorter_log)

    @classmethod
    def _open_log(cls, data: Path, log: Path, *, author: str | None, read_only: bool = False,
                  on_mismatch: OnMismatch = "stop", progress: Any = None,
                  preloaded: Dataset | None = None, accept_shorter_log: bool = False
                  ) -> Project:
        """Lock (unless read-only) and load an existing log; ``preloaded`` is the dataset
        ``create`` has just read with the settings it wrote into the log's header."""
        check_is_log(log)
        messages: list[str] = []
        lock = None
        if not read_only:
            lock, note = LogLock.acquire(log)
            read_only = lock is None
            messages += [note] if note else []
        try:
            return cls._load(data, log, author, read_only, on_mismatch, lock, messages, progress,
                             preloaded, accept_shorter_log)
        except BaseException:
            if lock:
                lock.release()
            raise

    @classmethod
    def _load(cls, data: Path, log: Path, author: str | None, read_only: bool,
              on_mismatch: OnMismatch, lock: LogLock | None, messages: list[str],
              progress: Any = None, preloaded: Dataset | None = None,
              accept_shorter_log: bool = False) -> Project:
        """Check, read and replay; the lock (if any) is already held."""
        tip = read_tip(log)  # before the log: a writer elsewhere moves it only after the log
        contents = read_log(log, at=tip.seq if isinstance(tip, Tip) else None)
        header = contents.header
        pins = [Pin.from_dict(p) for p in header.get("originals", [])]
        files = place(pins, log.parent, data, header.get("folder"))  # the data may have moved
        mismatches = check(pins, files)
        if data.is_dir():
            mismatches += unpinned(folder_members(data), files)
        if mismatches and on_mismatch == "stop":
            raise OriginalsChangedError(mismatches)
        if mismatches:
            read_only = True
            messages.append(Message(QT_TRANSLATE_NOOP("Errors", "{error}; opened read-only"),
                                    error=OriginalsChangedError(mismatches)))
        check_settings(log, header.get("import", {}))
        dataset = preloaded if preloaded is not None else load_dataset(
            data, progress=progress, **from_header(header.get("import", {})))
        if list(dataset.ratings.labels) != list(header.get("labels", [])):
            raise InputError(QT_TRANSLATE_NOOP("Errors",
                "the label schema differs from the one the log was started with"),
                             file=str(log), row=1, expected=", ".join(header.get("labels", [])))
        state = replay_log(log, dataset, contents.events, author, header)
        verdict = check_tip(log, tip, contents)  # after the checks that name a line
        messages += verdict.notes
        if verdict.cut is not None and not (accept_shorter_log and not read_only):
            if on_mismatch == "stop":
                raise verdict.cut
            read_only = True
            messages.append(Message(QT_TRANSLATE_NOOP("Errors", "{error}; opened read-only"),
                                    error=verdict.cut))
        messages += torn_tail(log, contents, read_only)
        if not contents.chained:
            messages.append(UNCHAINED)
        writer = None
        if read_only:
            state.sink = ReadOnlySink(Message("{messages}", messages=tuple(messages)) if messages
                                      else Message(QT_TRANSLATE_NOOP("Errors", "opened read-only")))
            if lock:
                lock.release()
                lock = None
        else:
            writer = LogWriter(log, contents.good_size, contents.link,
                               tip_keeper(log, contents, verdict))
        project = cls(data, log, dataset, header, state, writer, lock, messages)
        project.mismatches = mismatches
        if writer is not None:
            project._sink = state.sink = DeferredSink(writer)
        if writer is not None and verdict.cut is not None:
            project._record_acceptance(verdict)
        elif writer is not None and writer.tip is not None:
            writer.tip.flush()  # a tip behind the log, absent or damaged is brought forward
        if writer is not None and writer.tip is not None and not writer.tip.pending:
            sweep_temps(tip_path(log))  # a tip staged by a killed creator, now superseded
        project._adopt_shown()
        return project

    def _record_acceptance(self, verdict: Verdict) -> None:
        """The user accepted a log that does not reach its tip: say so in the log, then move
        the tip to the log's new end."""
        assert verdict.cut is not None
        assert self._writer is not None
        record = self._state.note(acceptance_note(self.log_path, verdict.cut))
        self.messages.append(Message(ACCEPTED, what=verdict.cut.what, event=record.seq))
        if self._writer.tip is not None:
            self._writer.tip.flush()

    # ----- results shown ---------------------------------------------------------------------
    @property
    def originals_key(self) -> str:
        """The key of these originals in the user's record of results shown (their SHA-256)."""
        return originals_key([str(p.get("sha256", "")) for p in self.header.get("originals", [])])

    def results_shown(self, what: str) -> None:
        """Agreement results are shown to the lead now (the window, a report): kept in the
        user's settings; a log open for writing gets the viewing at once unless it already
        holds an earlier one."""
        record_shown(self.originals_key, what)
        self._adopt_shown()
        if self._sink is not None:
            self._sink.flush()

    def _adopt_shown(self) -> None:
        """Results of these originals shown before (in the window, by ``agree``), as the
        user's settings record, count as seen: a viewing the log does not hold is applied now
        and written with the next event (never by merely opening)."""
        shown = first_shown(self.originals_key)
        if shown is None or self._sink is None or self._seen_by(shown.time):
            return
        self._sink.hold(self._state, Viewed(what=shown.what, **envelope(self._state, shown.time)))

    def _seen_by(self, time: str) -> bool:
        """True when the log holds a viewing in force at or before ``time`` (the scan stops at
        the first; a log with no viewing is answered without one)."""
        state = self._state
        return state.results_seen and any(
            isinstance(ev, Viewed) and ev.time <= time and state.is_active(ev.seq)
            for ev in state.events)

    # ----- reading -----------------------------------------------------------------------
    @property
    def read_only(self) -> bool:
        """True when changes are refused (log locked elsewhere, originals changed, a folder
        where no log can be created, or asked)."""
        return self._sink is None

    @property
    def log_pending(self) -> bool:
        """True while the log is not created yet: the lead's first event creates it."""
        return self._sink is not None and self._sink.writer is None

    @property
    def written_seq(self) -> int:
        """The last event on disk (events held back in memory, see ``store.deferred``, are
        not yet; 0 while the log is not created)."""
        return 0 if self.log_pending else self._state.last_seq - self._held()

    def start_log(self) -> Project:
        """Create the log now, before any event of the lead (for a tool or a test that starts
        a log on purpose; opening never does); nothing happens when it exists."""
        if self._sink is not None and self._sink.writer is None:
            self._sink.writer = self._create_log(list(self._sink.held))
            self._sink.held.clear()
        return self

    def record_viewing(self, what: str) -> None:
        """A report was shown (``what``: "report", "preview"): a viewed event in a log that
        exists; otherwise kept in the user's settings (and written when the log is created)."""
        if self.read_only or self.log_pending:
            self.results_shown(what)
        else:
            self.viewed(what)

    @property
    def state(self) -> AdjudicationState:
        """The live state; ``versions.state_at(project.state, N | tag | datetime)`` gives a
        read-only copy of an earlier version."""
        return self._state

    def history(self, item: str) -> list[HistoryEntry]:
        """Every event about one item, oldest first."""
        return self._state.history(item)

    def diff(self, v1: AsOf, v2: AsOf = None) -> list[Change]:
        """Items whose final label changed between two versions, with both rationales."""
        return diff(self._state, v1, v2)

    # ----- changing (each durable before it returns) -------------------------------------
    def decide(self, item: str, label: str, rationale: str = "", **kwargs: Any) -> ChangeRecord:
        """Record a final label (see ``AdjudicationState.decide`` for the options)."""
        return self._state.decide(item, label, rationale, **kwargs)

    def batch(self, decisions: Sequence[Decision], *, author: str | None = None) -> ChangeRecord:
        """Several decisions that stand or fall together."""
        return self._state.batch(decisions, author=author)

    def accept(self, items: Sequence[str], *, author: str | None = None) -> ChangeRecord:
        """Accept the only label of single annotator items (one event)."""
        return self._state.accept(items, author=author)

    def set_policy(self, policy: AcceptPolicy, *, author: str | None = None) -> ChangeRecord:
        """Declare the auto-accept policy (one event, undone by a revert)."""
        return self._state.set_policy(policy, author=author)

    def revert(self, seq: int, *, author: str | None = None) -> ChangeRecord:
        """Undo an earlier event by a new one."""
        return self._state.revert(seq, author=author)

    def note(self, text: str, item: str | None = None, *, author: str | None = None
             ) -> ChangeRecord:
        """A note on an item or on the project."""
        return self._state.note(text, item, author=author)

    def guideline(self, version: str, notes: str = "", *, author: str | None = None
                  ) -> ChangeRecord:
        """A new guideline version."""
        return self._state.guideline(version, notes, author=author)

    def tag(self, name: str, *, author: str | None = None) -> ChangeRecord:
        """Name the current version."""
        return self._state.tag(name, author=author)

    def set_rules(self, rules: dict[str, Any], *, author: str | None = None) -> ChangeRecord:
        """Acceptance rules (flagged in the event when results were already seen)."""
        return self._state.set_rules(rules, author=author)

    def set_report_fields(self, fields: dict[str, str], *, author: str | None = None
                          ) -> ChangeRecord:
        """The report's fields (project, batch, sign-off...), kept for the next report."""
        return self._state.set_report_fields(fields, author=author)

    def viewed(self, what: str = "report", *, author: str | None = None) -> ChangeRecord:
        """Record that agreement results were shown (in the user's settings too)."""
        record = self._state.viewed(what, author=author)
        record_shown(self.originals_key, what, self._state.event(record.seq).time)
        return record

    def set_scale(self, level: str, weights: str = "quadratic", order: Sequence[str] = (), *,
                  author: str | None = None) -> ChangeRecord:
        """How the labels are compared and the order of an ordinal scale (the latest counts)."""
        return self._state.set_scale(level, weights, order, author=author)

    # ----- export and closing ------------------------------------------------------------
    def originals(self) -> list[Path]:
        """The original files (never written)."""
        return list(self.dataset.sources)

    def export(self, path: str | Path, fmt: str | None = None, as_of: AsOf = None,
               progress: Callable[[float], object] | None = None,
               bom: bool = False, force: bool = False,
               soft: SoftLabels | None = None) -> ExportPaths:
        """Write the adjudicated dataset as of a version, with disagreements and a manifest
        (``bom``: CSV/TSV starting with UTF-8's byte-order mark, for Excel; ``soft``: the
        label shares and a model's posterior beside the final label)."""
        if self.mismatches:
            raise OriginalsChangedError(self.mismatches)  # the export would not be what was decided
        written = self.written_seq
        seq = min(resolve(self._state, as_of), written)  # a viewing held back changes no label
        state = state_at(self._state, seq)
        tags = [name for name, s in self._state.tags.items() if s == seq]
        manifest = {
            "format": "adjudicator-export", "version": 1, "created": utc_seconds(),
            "app": __version__,
            "dataset": self.data_path.name, "originals": self.header.get("originals", []),
            "log": {"path": self.log_path.name,
                    "sha256": None if self.log_pending else _sha256(self.log_path),
                    "last_seq": written, "as_of": seq},
            "tag": as_of if isinstance(as_of, str) and as_of in tags else next(iter(tags), None),
        }
        protected = [self.data_path, *self.originals(), self.log_path, lock_path(self.log_path),
                     tip_path(self.log_path)]
        return write_export(self.dataset, state, Path(path), fmt=fmt, manifest=manifest,
                            protected=protected, progress=progress, bom=bom, force=force,
                            soft=soft)

    def _held(self) -> int:
        """Events applied in memory but not written yet (see ``store.deferred``)."""
        return len(self._sink.held) if self._sink is not None else 0

    def close(self) -> None:
        """Close the log and free the lock (events held back are not written: nothing the
        lead made is among them)."""
        self._sink = None
        if self._writer:
            self._writer.close()
            self._writer = None
            self._state.sink = ReadOnlySink("the project is closed")
        if self._lock:
            self._lock.release()
            self._lock = None

    def __enter__(self) -> Project:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
