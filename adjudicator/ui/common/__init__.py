"""Helpers every room of the window shares: worker threads, translation, the style sheet, error
and statistics words in the user's language, text fitting. Imports no other ui room."""
