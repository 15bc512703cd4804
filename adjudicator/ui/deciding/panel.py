"""The decision panel: the item's text, each annotator's label, one button (and key 1..9) per
final label, a rationale, and a "saved" mark shown only once the durable write has returned."""

from __future__ import annotations

from html import escape
from itertools import pairwise

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPlainTextEdit,
    QPushButton,
    QScrollArea,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from adjudicator.core.stats.pairs.crowd_pairs import is_crowd
from adjudicator.session.blind import letter
from adjudicator.session.item_text import item_texts, texts_html
from adjudicator.session.session import Session
from adjudicator.session.suggestion import suggestion
from adjudicator.ui.common.text_fit import ElidedButton, breakable, elide_middle
from adjudicator.ui.common.wheel_guard import guard_wheel
from adjudicator.ui.deciding.fields import DecisionFields, Fields
from adjudicator.ui.deciding.history_view import HistoryView
from adjudicator.ui.deciding.rationale_templates import TemplateButton
from adjudicator.ui.deciding.score_entry import ScoreEntry
from adjudicator.ui.deciding.steady_box import SteadyBox
from adjudicator.ui.deciding.suggestion_fit import SuggestionFit
from adjudicator.ui.deciding.votes_label import VotesLabel


def _share(p: float) -> str:
    """A posterior with two decimals, or "> 0.99" / "< 0.01" rather than a rounded 1.00 or
    0.00 that would look certain."""
    if p > 0.995:
        return "> 0.99"
    if p < 0.005:
        return "< 0.01"
    return f"{p:.2f}"


VOTE_NAME_WIDTH = 140  # px: longer annotator names are elided in the middle
TEXT_MAX = 200  # px the text display may always take (more in a tall window)
TEXT_SHARE = 0.4  # of the window's height the text display may take before it scrolls


class DecisionPanel(QWidget):
    """Emits ``decisionRequested(item, code, rationale)``; the window records it."""

    decisionRequested = Signal(int, int, str)
    batchRequested = Signal(int)  # a label code for every unresolved listed item (asked anew)
    noteRequested = Signal(int)  # the shown item
    leaveRequested = Signal()  # Esc in the rationale: back to the list

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session: Session | None = None
        self.item = -1
        self.heading = QLabel()
        self.heading.setObjectName("panelTitle")
        self.text = QLabel()
        self.text.setObjectName("itemText")
        self.text.setWordWrap(True)
        self.text.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.text.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.text_area = QScrollArea()  # long documents scroll; the buttons stay in view
        self.text_area.setWidget(self.text)
        self.text_area.setWidgetResizable(True)
        self.text_area.setFrameShape(QFrame.Shape.NoFrame)
        self.text.setTextFormat(Qt.TextFormat.PlainText)  # a "<b>" in the data is text
        self.votes = VotesLabel()  # its sizes kept per table: few recur, each costs a layout
        self.votes.setObjectName("votes")
        self.votes.setWordWrap(True)
        self.suggested = QLabel()
        self.suggested.setObjectName("suggestion")
        self.suggested.setWordWrap(True)
        self.fit = SuggestionFit(self)  # a large file's model, fitted off this thread
        self.fit.fitted.connect(self._fitted)
        self.prompt = QLabel()
        self.prompt.setObjectName("subTitle")
        self.buttons_box = QGridLayout()
        self.buttons: list[ElidedButton] = []
        self.score = ScoreEntry()  # labels that are numbers: a typed, mean or median value
        self.rationale_label = QLabel()
        self.rationale = QPlainTextEdit()
        self.rationale.setMaximumHeight(90)
        self.rationale.setTabChangesFocus(True)  # Tab walks on to the fields and buttons
        self.rationale.installEventFilter(self)
        self.fields = DecisionFields()
        self.templates = TemplateButton(self.rationale)
        self.saved = QLabel()
        self.saved.setObjectName("savedMark")
        self.saved.setWordWrap(True)
        self.batch = QToolButton()
        self.batch.setObjectName("batchButton")
        self.batch_count = 0
        self.batch.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        self.batch.setMenu(QMenu(self.batch))
        self.note = QPushButton()
        self.note.setObjectName("noteButton")
        self.note.clicked.connect(lambda: self.noteRequested.emit(self.item))
        self._note_allowed, self._note_why = True, ""
        self.read_only = ""  # why decisions are refused ("" when they are allowed)
        self.history = HistoryView()
        self._buttons_state: tuple[bool, str] | None = None  # the label buttons' (on, why)
        self._shortcuts = [self._shortcut(i) for i in range(9)]
        self._layout()
        self.wheel_guard = guard_wheel(self)  # no confidence changed by a passing wheel
        self.retranslate()
        self.show_item(-1)

    def _show_texts(self, s: Session, item: int) -> None:
        """The item's text, or each of its texts under its column's name; the display as
        tall as the texts need (up to a share of the window, then it scrolls)."""
        if len(s.dataset.texts_shown()) > 1:  # (one column: the session's texts, no frame)
            self.text.setTextFormat(Qt.TextFormat.RichText)
            self.text.setText(texts_html(item_texts(s.dataset, item), self.tr("(empty)")))
        else:
            self.text.setTextFormat(Qt.TextFormat.PlainText)
            self.text.setText(str(s.texts[item]) or self.tr("(no text column)"))
        self.fit_text()

    def fit_text(self) -> None:
        """The text display grows with its text: the height the wrapped text needs, at most
        ``TEXT_SHARE`` of the window's height (at least ``TEXT_MAX`` px), then it scrolls."""
        width = self.text_area.viewport().width() or self.text_area.width()
        need = self.text.heightForWidth(width) if width > 0 else -1
        if need < 0:
            need = self.text.sizeHint().height()
        cap = max(TEXT_MAX, int(self.window().height() * TEXT_SHARE))
        height = min(need + 2 * self.text_area.frameWidth() + 2, cap)
        if self.text_area.height() != height or self.text_area.maximumHeight() != height:
            self.text_area.setFixedHeight(height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width wraps the text anew: its height follows."""
        super().resizeEvent(event)
        self.fit_text()

    def _layout(self) -> None:
        # the texts every decision changes, each in a box: a text of the same size repaints
        # where it is instead of laying out the whole panel again (steady_box)
        self.heading_box, self.votes_box = SteadyBox(self.heading), SteadyBox(self.votes)
        self.saved_box, self.batch_box = SteadyBox(self.saved), SteadyBox(self.batch)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.heading_box, self.text_area, self.votes_box, self.suggested,
                       self.prompt):
            layout.addWidget(widget)
        layout.addLayout(self.buttons_box)
        layout.addWidget(self.score)
        heading = QHBoxLayout()
        heading.addWidget(self.rationale_label, 1)
        heading.addWidget(self.templates)
        layout.addLayout(heading)
        layout.addWidget(self.rationale)
        layout.addWidget(self.fields)
        layout.addWidget(self.saved_box)
        for button in (self.batch_box, self.note):  # one per line: the panel stays narrow
            line = QHBoxLayout()
            line.addWidget(button)
            line.addStretch(1)
            layout.addLayout(line)
        layout.addSpacing(8)
        layout.addWidget(self.history)
        layout.addStretch(1)

    def _shortcut(self, i: int) -> QShortcut:
        """Ctrl+(i+1) chooses label i while the focus is in this panel (typing the rationale,
        on a field); the plain digit is the list's and the item display's (ui.keyboard)."""
        sc = QShortcut(QKeySequence(f"Ctrl+{i + 1}"), self)
        sc.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        sc.activated.connect(lambda i=i: self.choose(i))
        return sc

    def set_session(self, session: Session) -> None:
        """One button per label of the schema."""
        self.session = session
        for button in self.buttons:
            button.deleteLater()
        self.buttons = []
        self._buttons_state = None
        for code, label in enumerate(session.ratings.labels):
            key = f"{code + 1}  " if code < 9 else ""
            button = ElidedButton(f"{key}{label}")
            button.setObjectName("labelButton")
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the focus (and
            # the digit keys) on the list; Tab still reaches the button
            button.clicked.connect(lambda _=False, c=code: self.choose(c))
            self.buttons_box.addWidget(button, code // 2, code % 2)
            self.buttons.append(button)
        chain = [self.rationale, self.fields.confidence, self.fields.category,
                 self.fields.guideline, *self.buttons]
        for first, second in pairwise(chain):
            QWidget.setTabOrder(first, second)
        menu = self.batch.menu()
        menu.clear()
        for code, label in enumerate(session.ratings.labels):
            action = menu.addAction(label)
            action.triggered.connect(lambda _=False, c=code: self.batchRequested.emit(c))
        self.show_item(-1)

    def show_item(self, item: int) -> None:
        """Show one item (or none with -1)."""
        self.item = item
        s = self.session
        shown = s is not None and item >= 0
        enabled = shown and not self.read_only
        state = (enabled, self._read_only_why())
        if state != self._buttons_state:  # the same for item after item: set on a change
            self._buttons_state = state
            for button in self.buttons:
                button.setEnabled(enabled)
                button.set_reason(state[1])
        self.batch.setEnabled(s is not None and self.batch_count > 0 and not self.read_only)
        self.rationale.setEnabled(enabled)
        self.templates.setEnabled(enabled)
        self.fields.setEnabled(enabled)
        self.fields.reset()
        self.note.setEnabled(shown and self._note_allowed)
        self.score.show_for(s, item, enabled)
        if s is None or item < 0:
            self.heading_box.set_text(self.tr("No item selected"))
            self.text.setTextFormat(Qt.TextFormat.PlainText)
            self.text.setText(self.tr("Select an item in the list to decide its final label."))
            self.fit_text()
            self.votes_box.set_text("")
            self._show_suggestion(None, -1)
            self._show_rationale("")
            self.saved_box.set_text("")
            self.history.hide()
            return
        self.heading_box.set_text(self.tr("Item %1").replace("%1", str(s.ids[item])))
        self._show_texts(s, item)
        self.votes_box.set_text(self._votes_html(s, item))
        self._show_suggestion(s, item)
        self.votes.setToolTip("" if s.blind is not None else "\n".join(
            f"{name}: {self._label(s, item, r)}" for r, name in enumerate(s.ratings.annotators)))
        self._show_rationale(s.rationale(item))
        recorded = s.decision(item)  # every field shown: a re-decision keeps what is unchanged
        if recorded is not None:
            self.fields.show_recorded(Fields(recorded.confidence, recorded.error_category,
                                             recorded.guideline_update))
        self._mark_current(s.final_code(item) if s.status(item) == 1 else -1)
        self.history.show_entries(s.history(item))
        self.history.show()

    def _show_rationale(self, text: str) -> None:
        """The item's rationale in the box; left alone when the box already holds just that,
        untouched (no undo history, not modified): setting it would change nothing but
        cost a repaint (an empty box, item after item)."""
        box, document = self.rationale, self.rationale.document()
        if (box.toPlainText() == text and not document.isModified()
                and not document.isUndoAvailable() and not document.isRedoAvailable()):
            return
        box.setPlainText(text)

    def set_read_only(self, reason: str) -> None:
        """Refuse decisions (label buttons, keys, batch, fields off; ``reason`` says why),
        or allow them again with ""."""
        self.read_only = reason
        self.show_item(self.item)

    def _read_only_why(self) -> str:
        return self.tr("Read-only: %1").replace("%1", self.read_only) if self.read_only else ""

    def set_note_allowed(self, allowed: bool, why: str) -> None:
        """Notes are refused on a read-only log; the button's tooltip says why."""
        self._note_allowed, self._note_why = allowed, why
        self.note.setEnabled(allowed and self.session is not None and self.item >= 0)
        self.note.setToolTip(why or self.tr("A note kept in this item's history"))

    def set_batch_count(self, count: int) -> None:
        """How many unresolved items the list shows (what the batch button would decide)."""
        self.batch_count = count
        self.batch_box.set_text(self.tr("Decide the %1 unresolved listed items as…")
                                .replace("%1", f"{count:,}"))
        self.batch.setEnabled(self.session is not None and count > 0 and not self.read_only)

    def _votes_html(self, s: Session, item: int) -> str:
        lines = []
        shown = (list(enumerate(s.ratings.annotators)) if s.blind is None else
                 [(r, letter(i)) for i, r in enumerate(s.blind.order(item))])
        crowd = is_crowd(len(s.ratings.annotators))
        if crowd:  # hundreds of annotators: the judgments the item has, not rows of "missing"
            shown = [(r, name) for r, name in shown if s.ratings.codes[item, r] >= 0]
        for r, name in shown:
            label = escape(breakable(self._label(s, item, r)))  # a long label wraps
            short = elide_middle(self.votes, name, VOTE_NAME_WIDTH)  # whole in the tooltip
            lines.append(f"<tr><td style='color:#4a5563'>{escape(short)}</td>"
                         f"<td style='padding-left:12px'><b>{label}</b></td></tr>")
        if crowd:
            others = len(s.ratings.annotators) - len(shown)
            lines.append("<tr><td colspan='2' style='color:#4a5563'>"
                         + escape(self.tr("%1 other annotators did not label this item")
                                  .replace("%1", f"{others:,}")) + "</td></tr>")
        return "<table>" + "".join(lines) + "</table>"

    def _show_suggestion(self, s: Session | None, item: int) -> None:
        """The Dawid–Skene suggestion and its posterior under the votes (hidden with fewer than
        three annotators or no label). A large file's model is fitted on the pool first
        (``suggestion_fit``); meanwhile the panel says so, and shows the suggestion of the item
        then shown when the fit is there."""
        if s is not None and item >= 0 and not self.fit.ready(s.ratings):
            self.fit.start(s.ratings)
            self.suggested.setVisible(True)
            self.suggested.setText(self.tr("Suggestion: fitting Dawid–Skene on every item…"))
            return
        failed = s is not None and self.fit.failed(s.ratings)
        found = suggestion(s.ratings, item) if s is not None and not failed else None
        self.suggested.setVisible(found is not None)
        if found is None or s is None:
            self.suggested.setText("")
            return
        labels = s.ratings.labels
        if found.tie:
            text = (self.tr("No single suggestion: %1 and %2 tie (Dawid–Skene posterior %3 "
                            "each)").replace("%1", labels[found.label])
                    .replace("%2", labels[found.runner_up])
                    .replace("%3", f"{found.posterior:.2f}"))
        else:
            text = (self.tr("Suggested (Dawid–Skene): %1, posterior %2")
                    .replace("%1", labels[found.label]).replace("%2", _share(found.posterior)))
            if found.runner_up >= 0:
                text += self.tr(" (next: %1, %2)").replace("%1", labels[found.runner_up]) \
                    .replace("%2", _share(found.runner_up_posterior))
        self.suggested.setText(breakable(text))  # a long label wraps, never widens the panel
        self.suggested.setToolTip(self.tr(
            "The posterior probability of each label under Dawid & Skene's (1979) model, fitted "
            "on every item of the file: it weighs each annotator by how often the data say "
            "they are right for each class. A suggestion, not a decision."))

    def _fitted(self, ratings: object) -> None:
        """The background fit is there: the shown item's suggestion, if it is of those ratings."""
        s = self.session
        if s is not None and s.ratings is ratings and self.item >= 0:
            self._show_suggestion(s, self.item)

    def _label(self, s: Session, item: int, r: int) -> str:
        code = int(s.ratings.codes[item, r])
        return s.ratings.labels[code] if code >= 0 else self.tr("(missing)")

    def _mark_current(self, code: int) -> None:
        for c, button in enumerate(self.buttons):
            if button.property("current") == (c == code):
                continue  # restyling a button costs a style-sheet pass: only on a change
            button.setProperty("current", c == code)
            button.style().unpolish(button)
            button.style().polish(button)

    def choose(self, code: int) -> None:
        """Ask for label ``code`` as the final label of the shown item."""
        if self.session is None or self.item < 0 or code >= len(self.buttons):
            return
        if self.read_only:  # keys too: nothing is sent, the reason is shown
            self.show_failed(self._read_only_why())
            return
        self.saved_box.set_text(self.tr("Saving…"))
        self.decisionRequested.emit(self.item, code, self.rationale.toPlainText().strip())

    def decision_fields(self) -> Fields:
        """Confidence, error category and guideline flag chosen for the next decision."""
        return self.fields.fields()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Esc in the rationale box leaves it (the typed text stays)."""
        if (watched is self.rationale and event.type() == QEvent.Type.KeyPress
                and isinstance(event, QKeyEvent) and event.key() == Qt.Key.Key_Escape):
            self.leaveRequested.emit()
            return True
        return super().eventFilter(watched, event)

    def show_saved(self, what: str, seq: int, durable: bool) -> None:
        """A change is recorded: durable in the log, or (no log open) in memory only."""
        self._last_saved: tuple[str, int, bool] | None = (what, seq, durable)
        text = (self.tr("✓ Saved: %1 (event %2)") if durable
                else self.tr("Kept in memory only, no decision log is open: %1 (event %2)"))
        self.saved_box.set_text(text.replace("%1", what).replace("%2", str(seq)))
        self._set_state(self.saved, "ok" if durable else "warn")

    def _set_state(self, label: QLabel, state: str) -> None:
        """The mark's look (a style-sheet pass) only when its state changes: key after key
        it stays "ok", and restyling it each time cost every decision a polish."""
        if label.property("state") != state:
            label.setProperty("state", state)
            self._repolish(label)

    def show_failed(self, message: str) -> None:
        """The write failed: nothing changed."""
        self.saved_box.set_text(self.tr("Not saved: %1").replace("%1", message))
        self._set_state(self.saved, "error")

    @staticmethod
    def _repolish(widget: QWidget) -> None:
        widget.style().unpolish(widget)
        widget.style().polish(widget)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.prompt.setText(self.tr("Final label (keys 1–9; Ctrl+1–9 while typing)"))
        self.rationale_label.setText(self.tr("Rationale (kept with the decision)"))
        self.rationale.setPlaceholderText(
            self.tr("Why this label? e.g. the guideline rule applied"))
        self.set_batch_count(self.batch_count)
        self.note.setText(self.tr("Add note to this item…"))
        self.set_note_allowed(self._note_allowed, self._note_why)
        self.batch.setToolTip(self._read_only_why() or self.tr(
            "One final label, with a rationale and fields of its own, for all unresolved "
            "items the list shows, written as one event"))
        self.show_item(self.item)
        last = getattr(self, "_last_saved", None)
        shown = self.saved.text() and self.saved.property("state") in ("ok", "warn")
        if last is not None and shown:
            self.show_saved(*last)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
