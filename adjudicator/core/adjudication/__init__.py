"""The adjudication: state, events, ledger, counts, sinks, history and versions."""
