"""Pure statistics and state: numpy only, no Qt, no pandas, no disk."""
