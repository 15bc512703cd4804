"""The sub-commands, in rooms: agreement (agree, aggregate), project (the log's commands,
export), reporting (report, check, sample), common (shared arguments, words); the rest here."""
