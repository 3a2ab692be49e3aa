"""Sea-trip workspace sync."""
