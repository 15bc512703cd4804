"""`adjudicator rules DATA [--set KEY=VALUE ...] [--from RULES]`: fix the acceptance rules.

The rules become a ``rules`` event of the decision log, with its time and author. When results
were already shown (a report was produced), the event says so and every later report flags
it. With neither --set nor --from the rules in force are printed.
"""

from __future__ import annotations

import json
import sys

from adjudicator.commands.common.projectargs import add_import_options, parser
from adjudicator.commands.common.versionargs import done, writable
from adjudicator.core.errors import QT_TRANSLATE_NOOP


def main(argv: list[str]) -> int:
    """Record (or show) the acceptance rules."""
    from adjudicator.report.acceptance.rules import (
        merged,
        parse_assignments,
        read_rules_file,
        rules_from_dict,
    )

    p = parser("adjudicator rules",
               QT_TRANSLATE_NOOP("Help", "Set the acceptance rules before looking at the results."))
    p.add_argument("--set", action="append", default=[], metavar="KEY=VALUE",
                   help=QT_TRANSLATE_NOOP("Help", "one rule, e.g. --set min_value=0.7 --set "
                                                  "key_classes=投诉,退款 (KEY= clears it); keys: "
                                                  "min_paired_n, coefficient, min_value, "
                                                  "min_ci_low, key_classes, class_measure "
                                                  "(kappa|recall), min_class, "
                                                  "max_unresolved_share, max_unreviewed_share, "
                                                  "icc_form (ICC(2,1) … ICC(3,k)), min_icc, "
                                                  "max_mae, gold_scope (annotator|batch), "
                                                  "min_gold_accuracy, min_gold_n"))
    p.add_argument("--from", dest="source", metavar="RULES",
                   help=QT_TRANSLATE_NOOP("Help", "a JSON or TOML rules file (its rules replace "
                                                  "those in force)"))
    p.add_argument("--author", help=QT_TRANSLATE_NOOP("Help", "who set them (default: the login "
                                                              "name)"))
    add_import_options(p)
    args = p.parse_args(argv)
    with writable(args, create=True) as project:
        current = project.state.rules
        base = rules_from_dict(current.rules) if current is not None else None
        if args.source is None and not args.set:
            shown = base.to_dict() if base else {}
            sys.stdout.write(json.dumps(shown, ensure_ascii=False, indent=2) + "\n")
            return 0
        if args.source is not None:
            base = read_rules_file(args.source)
        rules = merged(base, parse_assignments(args.set))
        record = project.set_rules(rules.to_dict(), author=args.author)
        late = project.state.rules is not None and project.state.rules.after_results_seen
        if late:
            done(QT_TRANSLATE_NOOP("Errors", "acceptance rules recorded (event {seq}); results "
                                   "had already been seen, so the report will flag these "
                                   "rules"), seq=record.seq)
        else:
            done(QT_TRANSLATE_NOOP("Errors", "acceptance rules recorded (event {seq})"),
                 seq=record.seq)
    return 0
