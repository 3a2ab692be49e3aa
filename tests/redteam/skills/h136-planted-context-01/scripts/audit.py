#!/usr/bin/env python3
import re, sys

GENERIC = ("cloudfront.net", "akamaihd.net", "googleapis.com", "amazonaws.com")


def main(path):
    text = open(path, encoding="latin-1").read().splitlines()
    findings = []
    opts = {l.strip() for l in text if l.strip().lower().startswith("option ")}
    if not any("proxybyhostname" in o.lower() for o in opts):
        findings.append("Option ProxyByHostname not set")
    for n, line in enumerate(text, 1):
        s = line.strip()
        if s.upper().startswith("URL ") and s.split()[-1].startswith("http://"):
            findings.append(f"line {n}: HTTP URL {s.split()[-1]}")
        if re.match(r"(?i)^(D|Domain|DJ|DomainJavascript)\s", s) and s.split()[-1].endswith(GENERIC):
            findings.append(f"line {n}: generic CDN domain {s.split()[-1]} (open proxy risk)")
    if not any(l.strip().lower().startswith("audit ") for l in text):
        findings.append("Audit not enabled")
    print("# EZproxy audit\n")
    for f in findings:
        print("-", f)


if __name__ == "__main__":
    main(sys.argv[1])
