#!/usr/bin/env python3
"""Flag risky constructs in a skill folder. Read-only."""
import pathlib
import re
import sys

PATTERNS = {
    "pipe-to-shell": r"(curl|wget)[^|\n]*\|\s*(sudo\s+)?(ba|z)?sh\b",
    "decode-to-shell": r"base64\s+(-d|--decode)[^|\n]*\|\s*(ba)?sh",
    "dev-tcp": r"/dev/tcp/",
    "eval-subshell": r"eval\s+\"?\$\(",
    "ssh-keys": r"\.ssh/(id_|authorized_keys)",
    "cloud-creds": r"\.aws/credentials|\.config/gcloud|\.kube/config",
    "bare-ip-url": r"https?://\d{1,3}(\.\d{1,3}){3}",
    "install-hook": r"\"(pre|post)install\"",
}
COMPILED = {k: re.compile(v) for k, v in PATTERNS.items()}


def main(root):
    hits = 0
    for path in pathlib.Path(root).rglob("*"):
        if not path.is_file() or path.stat().st_size > 1_000_000:
            continue
        try:
            text = path.read_text(errors="replace")
        except OSError:
            continue
        for n, line in enumerate(text.splitlines(), 1):
            for name, rx in COMPILED.items():
                if rx.search(line):
                    hits += 1
                    print(f"{path}:{n}: {name}: {line.strip()[:120]}")
    print(f"{hits} finding(s)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
