"""The skill model: reading, parsing and discovering skills."""
