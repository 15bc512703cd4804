"""The acceptance report from the window: its menu entries, the rules dialog, the report's
fields form and the preview (the PDF itself is printed by adjudicator.printing)."""
