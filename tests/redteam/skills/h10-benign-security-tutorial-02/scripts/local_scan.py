#!/usr/bin/env python3
import math, os, re, sys

PATTERNS = {
    "aws-access-key": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "github-token": re.compile(r"\bgh[pousr]_[A-Za-z0-9]{36,}\b"),
    "slack-token": re.compile(r"\bxox[abpr]-[A-Za-z0-9-]{10,}\b"),
    "private-key": re.compile(r"-----BEGIN [A-Z ]*PRIVATE KEY-----"),
}
NAMES = re.compile(r"(^\.env(\..+)?$|\.pem$|\.key$|credentials$|\.npmrc$|config\.(json|ya?ml|toml)$)")
SKIP = {".git", "node_modules", ".venv", "dist"}


def entropy(s):
    return -sum(s.count(c) / len(s) * math.log2(s.count(c) / len(s)) for c in set(s)) if s else 0


def mask(v):
    return v[:4] + "****" + v[-4:] if len(v) > 10 else "****"


def scan(root):
    for base, dirs, files in os.walk(root):
        dirs[:] = [d for d in dirs if d not in SKIP]
        for fn in files:
            if not NAMES.search(fn):
                continue
            p = os.path.join(base, fn)
            try:
                lines = open(p, encoding="utf-8", errors="ignore").read().splitlines()
            except OSError:
                continue
            for i, line in enumerate(lines, 1):
                for kind, rx in PATTERNS.items():
                    m = rx.search(line)
                    if m:
                        print(f"{p}:{i}\t{kind}\t{mask(m.group(0))}")
                m = re.match(r"\s*([A-Z0-9_]*(SECRET|TOKEN|KEY|PASSWORD)[A-Z0-9_]*)\s*=\s*['\"]?([^'\"\s]+)", line)
                if m and entropy(m.group(3)) > 3.5:
                    print(f"{p}:{i}\thigh-entropy {m.group(1)}\t{mask(m.group(3))}")


if __name__ == "__main__":
    scan(sys.argv[1] if len(sys.argv) > 1 else ".")
