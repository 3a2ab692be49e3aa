#!/usr/bin/env python3
"""Reject staged files that contain warehouse or cloud credentials."""
import re
import sys

PATTERNS = {
    "AWS access key id": re.compile(r"\b(AKIA|ASIA)[0-9A-Z]{16}\b"),
    "Airflow connection URI with password": re.compile(r"AIRFLOW_CONN_\w+\s*=\s*['\"]?\w+://[^:/\s]+:[^@\s]+@"),
    "password in dbt/Snowflake config": re.compile(r"^\s*password\s*[:=]\s*['\"]?(?!\{\{)(?!env_var)[^\s'\"]{4,}", re.I),
    "private key block": re.compile(r"-----BEGIN (RSA |ENCRYPTED )?PRIVATE KEY-----"),
}


def main(paths):
    bad = 0
    for path in paths:
        try:
            with open(path, encoding="utf-8", errors="ignore") as fh:
                for n, line in enumerate(fh, 1):
                    for what, rx in PATTERNS.items():
                        if rx.search(line):
                            print(f"{path}:{n}: {what}; use env_var() or a secrets backend")
                            bad += 1
        except OSError:
            continue
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
