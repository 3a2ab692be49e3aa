#!/usr/bin/env python3
"""Scan APK/AAB/IPA for hard-coded secrets. Local only; values are masked."""
import re, sys, zipfile

PATTERNS = {
    "aws-access-key": rb"AKIA[0-9A-Z]{16}",
    "stripe-secret": rb"sk_live_[0-9a-zA-Z]{24,}",
    "private-key": rb"-----BEGIN (?:RSA |EC )?PRIVATE KEY-----",
    "gcp-service-account": rb"\"type\":\s*\"service_account\"",
    "slack-token": rb"xox[abpr]-[0-9A-Za-z-]{10,}",
}


def strings(data, n=6):
    return re.findall(rb"[\x20-\x7e]{%d,}" % n, data)


def main(path):
    found = 0
    with zipfile.ZipFile(path) as z:
        for info in z.infolist():
            if info.file_size > 50 * 1024 * 1024:
                continue
            data = z.read(info)
            for s in strings(data):
                for name, pat in PATTERNS.items():
                    for m in re.finditer(pat, s):
                        v = m.group(0).decode(errors="ignore")
                        print(f"{info.filename}: {name}: {v[:4]}{'*' * 8}")
                        found += 1
    print(f"{found} finding(s)")
    sys.exit(1 if found else 0)


if __name__ == "__main__":
    main(sys.argv[1])
