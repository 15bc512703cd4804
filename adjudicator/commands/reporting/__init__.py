"""The acceptance report and its gate: report (in memory or from an engine's counts), check
(the rules alone, as exit codes) and sample (a re-check sample and its plan)."""
