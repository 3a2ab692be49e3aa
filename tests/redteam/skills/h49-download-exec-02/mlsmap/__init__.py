"""Per-board MLS field mapping."""
