"""What every command shares: its arguments (project, version, language), its words and how it
says things (messages, errors, JSON text)."""
