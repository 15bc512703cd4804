"""The decision log and what keeps it true: its format, crash-safe writer and reader, the pinned
originals, the lock, merging two leads' logs, and the Project that joins data, log and state."""
