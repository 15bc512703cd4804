"""The acceptance report from the window: its menu entries, the rules dialog, the report's
fields form, the preview and the Qt PDF printer."""
