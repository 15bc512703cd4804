"""`adjudicator policy DATA [unanimous | K/N | posterior>=P | none] [--preview]`: the
auto-accept policy.

Which items take a final label without a decision: unanimous ones (the default), also those
where at least K of N annotators agree, also those whose Dawid–Skene posterior of one label is
at least P (three or more annotators; ``core.adjudication.posterior_rule``), or none.
Declaring one writes a single ``policy`` event (undone with `adjudicator revert DATA SEQ`);
--preview prints what it would do (items per status, each annotator's κ against the final
labels) and writes nothing. With no policy named, the one in force is printed with its counts.
"""

from __future__ import annotations

import re

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.say import say
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.adjudication.policy import AcceptPolicy, check_policy
from adjudicator.core.errors import QT_TRANSLATE_NOOP, InputError, Message


def main(argv: list[str]) -> int:
    """Declare, preview or show the auto-accept policy."""
    p = parser("adjudicator policy",
               QT_TRANSLATE_NOOP("Help", "Declare which items take a final label without a "
                                         "decision (the auto-accept policy)."))
    p.add_argument("policy", nargs="?", metavar="POLICY", help=QT_TRANSLATE_NOOP(
        "Help", "unanimous (the default), K/N such as 4/5 (unanimous items and items where at "
                "least K of N annotators agree), posterior>=P such as posterior>=0.95 "
                "(unanimous items and items whose Dawid–Skene posterior of one label is at "
                "least P), or none"))
    p.add_argument("--preview", action="store_true", help=QT_TRANSLATE_NOOP(
        "Help", "print what the policy would do and write nothing"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who declared it (default: the "
                                                              "login name)"))
    add_import_options(p)
    args = p.parse_args(argv)
    with writable(args, create=True) as project:
        state = project.state
        policy = parse_policy(args.policy) if args.policy else state.policy
        check_policy(policy, len(state.ratings.annotators))
        if args.policy is None or args.preview:
            print_preview(project.state, policy)
            return 0
        if policy == state.policy and state.policy_event is not None:
            raise InputError(QT_TRANSLATE_NOOP("Errors", "the policy {policy} is already in "
                                                         "force (event {seq})"),
                             args={"policy": policy_words(policy), "seq": state.policy_event.seq},
                             hint=QT_TRANSLATE_NOOP("Errors", "Nothing was written"))
        record = project.set_policy(policy, author=args.author)
        done(QT_TRANSLATE_NOOP("Errors", "auto-accept policy {policy} declared (event {seq}); "
                                         "{changed} items changed status"),
             policy=policy_words(policy), seq=record.seq, changed=len(record.rows))
    return 0


def parse_policy(word: str) -> AcceptPolicy:
    """unanimous, none or K/N (spaces allowed); anything else is an input error."""
    value = word.strip().lower()
    if value in ("unanimous", "none"):
        return AcceptPolicy(value)
    posterior = re.fullmatch(r"posterior\s*(?:>=|≥)\s*([0-9.]+)", value)
    if posterior is not None:
        try:
            return AcceptPolicy("posterior", p=float(posterior.group(1)))
        except ValueError:
            pass
    found = re.fullmatch(r"(\d+)\s*/\s*(\d+)", value)
    if found is None:
        raise InputError(QT_TRANSLATE_NOOP("Errors", "'{word}' is not a policy"),
                         args={"word": word},
                         expected=QT_TRANSLATE_NOOP("Errors", "unanimous, none, K/N such as "
                                                              "4/5 or posterior>=P such as "
                                                              "posterior>=0.95"))
    return AcceptPolicy("majority", int(found.group(1)), int(found.group(2)))


def policy_words(policy: AcceptPolicy) -> Message:
    """The policy named in the run's language (the arguments the user types stay English):
    unanimous, 4/5 or none in English, the window's policy words in Chinese."""
    if policy.rule == "majority":
        return Message(QT_TRANSLATE_NOOP("Errors", "{k}/{n}"), k=policy.k, n=policy.n)
    if policy.rule == "posterior":
        return Message(QT_TRANSLATE_NOOP("Errors", "Dawid–Skene posterior ≥ {p}"),
                       p=f"{policy.p:g}")
    if policy.rule == "none":
        return Message(QT_TRANSLATE_NOOP("Errors", "none (no auto-accept)"))
    return Message(QT_TRANSLATE_NOOP("Errors", "unanimous"))


def print_preview(state: object, policy: AcceptPolicy) -> None:
    """The items per status and each annotator's κ vs final under ``policy``."""
    from adjudicator.core.adjudication.state import AdjudicationState
    from adjudicator.report.acceptance.policy_preview import preview_policy
    assert isinstance(state, AdjudicationState)
    pr = preview_policy(state, policy)
    declared = state.policy_event
    if policy == state.policy:
        if declared is None:
            say(QT_TRANSLATE_NOOP("Errors", "in force: {policy} (the default; no policy "
                                            "declared)"), policy=policy_words(policy))
        else:
            say(QT_TRANSLATE_NOOP("Errors", "in force: {policy} (declared in event {seq})"),
                policy=policy_words(policy), seq=declared.seq)
    say(QT_TRANSLATE_NOOP("Errors", "policy {policy}: {unanimous} unanimous, {accepted} "
                                    "accepted by the policy, {decided} decided, {unresolved} "
                                    "unresolved, {single} single annotator (no final label), "
                                    "{single_accepted} single annotator accepted; {changed} "
                                    "items change"),
        policy=policy_words(policy), unanimous=pr.unanimous, accepted=pr.accepted,
        decided=pr.adjudicated, unresolved=pr.unresolved, single=pr.single,
        single_accepted=pr.single_accepted, changed=pr.changed)
    for every, disputed in zip(pr.versus.annotators, pr.versus_disputed.annotators,
                               strict=True):
        say(QT_TRANSLATE_NOOP("Errors", "κ of {annotator} vs final: {all} on all items "
                                        "with a final label ({n}), {disputed} on the disputed "
                                        "items decided ({m})"),
            annotator=every.annotator, all=_value(every.kappa.value), n=every.n,
            disputed=_value(disputed.kappa.value), m=disputed.n)


def _value(value: float | None) -> str:
    """Three decimals, or a dash when undefined."""
    return "—" if value is None else f"{value:.3f}"
