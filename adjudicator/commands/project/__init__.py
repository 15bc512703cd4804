"""The commands that read or add to a project's decision log: decide, revert, note, tag, rules,
policy, guideline, accept, log, diff, merge and export."""
