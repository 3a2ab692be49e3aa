"""Reports: the versioned result model and its renderings (text, json, markdown, sarif, junit)."""
