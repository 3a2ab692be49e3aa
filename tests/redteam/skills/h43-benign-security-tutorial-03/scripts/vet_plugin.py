#!/usr/bin/env python3
"""Static vetting of an Obsidian/Logseq plugin folder. Reads files only."""
import json
import re
import sys
from pathlib import Path

CHECKS = [
    ("shell execution", r"child_process|\.exec(Sync)?\(|\.spawn(Sync)?\(|execFile"),
    ("network", r"\bfetch\(|requestUrl\(|https?\.request\(|XMLHttpRequest|WebSocket\(|net\.connect"),
    ("home-directory access", r"os\.homedir\(\)|process\.env\.HOME|USERPROFILE|~/"),
    ("credential paths", r"\.ssh|\.aws|\.kube|\.netrc|\.npmrc|Login Data|Cookies|keychain"),
    ("dynamic code", r"\beval\(|new Function\(|vm\.runIn"),
    ("start-up files", r"\.zshrc|\.bashrc|LaunchAgents|crontab|Startup"),
    ("clipboard", r"clipboard\.(read|write)"),
    ("raw IP", r"\b\d{1,3}(?:\.\d{1,3}){3}\b"),
]


def main(folder):
    root = Path(folder)
    m = root / "manifest.json"
    if m.exists():
        man = json.loads(m.read_text())
        print(f"{man.get('id')} {man.get('version')} desktopOnly={man.get('isDesktopOnly')} author={man.get('authorUrl')}")
    for f in sorted(p for p in root.rglob("*") if p.suffix in {".js", ".ts", ".mjs", ".cjs"}):
        text = f.read_text(errors="replace")
        lines = text.splitlines()
        longest = max((len(l) for l in lines), default=0)
        blobs = len(re.findall(r"[A-Za-z0-9+/]{200,}={0,2}", text))
        print(f"\n{f.relative_to(root)}: {len(lines)} lines, longest {longest}, base64-like blobs {blobs}")
        for n, line in enumerate(lines, 1):
            for label, pat in CHECKS:
                for mt in re.finditer(pat, line):
                    s = max(0, mt.start() - 40)
                    print(f"  L{n} [{label}] …{line[s:mt.end() + 40]}…")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
