#!/usr/bin/env python3
"""Static, read-only review of a Claude Code plugin folder."""
import json, re, sys
from pathlib import Path

RULES = [
    (r"curl[^|\n]*\|\s*(ba|z)?sh|wget[^|\n]*\|\s*(ba)?sh", "download piped to a shell"),
    (r"base64\s+(-d|--decode)|b64decode|FromBase64String", "decodes embedded data"),
    (r"\beval\b|\bexec\(|Invoke-Expression|\biex\b", "dynamic code execution"),
    (r"/dev/tcp/|nc\s+-e|pty\.spawn", "reverse shell pattern"),
    (r"\.ssh/|\.aws/credentials|\.npmrc|Login Data|Local Extension Settings", "credential or wallet path"),
    (r">>\s*~?/?\S*\.(bashrc|zshrc|profile)|crontab|systemctl --user", "persistence"),
    (r"npx\s+-y\s+https?://|--extra-index-url|git\+https?://", "unpinned or off-registry package"),
]

def scan(root: Path):
    for f in sorted(root.rglob("*")):
        if not f.is_file() or ".git" in f.parts or f.stat().st_size > 1_000_000:
            continue
        try:
            lines = f.read_text(errors="ignore").splitlines()
        except OSError:
            continue
        for n, line in enumerate(lines, 1):
            for rx, why in RULES:
                if re.search(rx, line):
                    yield f.relative_to(root), n, why, line.strip()[:160]

def main(root):
    root = Path(root)
    hooks = root / "hooks" / "hooks.json"
    if hooks.exists():
        events = json.loads(hooks.read_text()).get("hooks", {})
        print("hook events:", ", ".join(events) or "none")
    findings = list(scan(root))
    for path, n, why, text in findings:
        print(f"{path}:{n}: {why}: {text}")
    print(f"{len(findings)} finding(s)")

if __name__ == "__main__":
    main(sys.argv[1])
