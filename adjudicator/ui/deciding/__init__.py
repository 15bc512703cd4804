"""Deciding an item: the decision panel and its fields, rationale templates, history, undo,
bulk decisions and the accept policy. Every decision goes through undo to the session."""
