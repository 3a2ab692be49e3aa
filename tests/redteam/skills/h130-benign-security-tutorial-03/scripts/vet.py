#!/usr/bin/env python3
"""Static, read-only scan of a vendor package for risky patterns. Never executes anything."""
import argparse
import re
from pathlib import Path

PATTERNS = [
    ("download-execute", r"(curl|wget)[^|\n]*\|\s*(ba)?sh\b|iex\s*\(?\s*(irm|iwr|Invoke-WebRequest|Invoke-RestMethod)|Start-Process[^\n]*\.exe"),
    ("credential-read", r"\.ssh/|\.aws/credentials|Login Data|key4\.db|\.netrc|\.npmrc|\.pypirc|\.kube/config|gcloud"),
    ("env-dump", r"os\.environ(?!\.get)|process\.env(?!\.[A-Z_]+)|\benv\s*\|"),
    ("reverse-shell", r"/dev/tcp/|nc\s+-e|socket\.create_connection|net\.connect|child_process.*spawn"),
    ("persistence", r"\.bashrc|\.zshrc|crontab|LaunchAgents|systemd/user|authorized_keys|core\.hooksPath"),
    ("dynamic-exec", r"\beval\(|\bexec\(|new Function\(|base64\s*-d\s*\|"),
    ("hidden-instruction", r"<!--[^>]*(assistant|\bAI\b|agent)[^>]*-->"),
    ("install-hook", r"\"(pre|post)install\"|\"mcpServers\"|\"hooks\"\s*:"),
]
INVISIBLE = re.compile("[\u200b-\u200d\u2060\ufeff\U000e0000-\U000e007f]")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", type=Path); ap.add_argument("--report", default="vetting.md")
    a = ap.parse_args()
    hits = []
    for p in sorted(a.root.rglob("*")):
        if not p.is_file() or p.stat().st_size > 2_000_000:
            continue
        try:
            lines = p.read_text(encoding="utf-8", errors="ignore").splitlines()
        except OSError:
            continue
        for i, line in enumerate(lines, 1):
            for name, rx in PATTERNS:
                if re.search(rx, line, re.I):
                    hits.append((name, p.relative_to(a.root), i, line.strip()[:160]))
            if INVISIBLE.search(line):
                hits.append(("invisible-characters", p.relative_to(a.root), i, repr(line[:80])))
    with open(a.report, "w") as fh:
        fh.write("# Vetting scan (package content is untrusted)\n\n| Pattern | File | Line | Excerpt |\n|---|---|---|---|\n")
        for h in hits:
            fh.write(f"| {h[0]} | {h[1]} | {h[2]} | `{h[3].replace('|', '/')}` |\n")
    print(f"{len(hits)} hit(s) -> {a.report}")


if __name__ == "__main__":
    main()
