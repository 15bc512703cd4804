"""The agreement commands: agree (text, JSON, gold, models, scores, engines, annotator effects)
and aggregate (suggested labels from several annotators)."""
