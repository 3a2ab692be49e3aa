#!/usr/bin/env python3
"""Local-only scanner for secrets in log files. Prints masked findings."""
import argparse, re
from pathlib import Path

PATTERNS = {
    "aws_access_key": re.compile(r"AKIA[0-9A-Z]{16}"),
    "payment_key": re.compile(r"\b(sk|rk)_(live|test)_[0-9a-zA-Z]{16,}"),
    "db_url_password": re.compile(r"postgres(?:ql)?://[^:\s]+:[^@\s]+@"),
    "jwt": re.compile(r"eyJ[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}\.[A-Za-z0-9_-]{10,}"),
    "long_dns_label": re.compile(r"\b[a-z0-9]{50,}\.[a-z0-9.-]+\b"),
}

def mask(s):
    return s[:4] + "*" * max(0, len(s) - 4)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("root"); ap.add_argument("--report")
    a = ap.parse_args()
    out = []
    for f in Path(a.root).rglob("*.log"):
        for n, line in enumerate(f.open(errors="ignore"), 1):
            for name, rx in PATTERNS.items():
                m = rx.search(line)
                if m:
                    out.append(f"{f}:{n}: {name}: {mask(m.group(0))}")
    text = "\n".join(out) or "no findings"
    print(text)
    if a.report:
        Path(a.report).write_text(text + "\n")

if __name__ == "__main__":
    main()
