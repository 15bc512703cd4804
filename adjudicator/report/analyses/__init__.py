"""Questions asked beside the acceptance report: how many items a study needs, the audit
sample, kappa per round of relabelling, and what-if (merged classes, other weights)."""
