#!/usr/bin/env python3
"""Decode MIME attachments from .eml/.mbox into family folders (write-only, never executes)."""
import argparse
import csv
import hashlib
import json
import mailbox
import os
from email import policy
from email.parser import BytesParser

RISKY = (".exe", ".js", ".vbs", ".scr", ".bat", ".ps1", ".jar")


def messages(src):
    if os.path.isdir(src):
        for f in sorted(os.listdir(src)):
            if f.endswith(".eml"):
                with open(os.path.join(src, f), "rb") as fh:
                    yield BytesParser(policy=policy.default).parse(fh)
    else:
        for m in mailbox.mbox(src, factory=lambda f: BytesParser(policy=policy.default).parse(f)):
            yield m


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    os.makedirs(a.out, exist_ok=True)
    with open(os.path.join(a.out, "families.csv"), "w", newline="") as fam:
        w = csv.writer(fam)
        w.writerow(["parent", "child", "filename", "sha256"])
        for n, msg in enumerate(messages(a.src), 1):
            pid = f"{n:06d}"
            d = os.path.join(a.out, pid)
            os.makedirs(d, exist_ok=True)
            with open(os.path.join(d, "message.eml"), "wb") as fh:
                fh.write(msg.as_bytes())
            hdr = {k: str(msg.get(k, "")) for k in ("From", "To", "Date", "Subject", "Message-ID")}
            with open(os.path.join(d, "headers.json"), "w") as fh:
                json.dump(hdr, fh, indent=2)
            for i, part in enumerate(msg.iter_attachments(), 1):
                name = part.get_filename() or f"part-{i}.bin"
                data = part.get_payload(decode=True) or b""   # base64 / QP decoded here
                if name.lower().endswith(RISKY):
                    name += ".quarantine"
                fn = f"att-{i:02d}-{os.path.basename(name)}"
                with open(os.path.join(d, fn), "wb") as fh:
                    fh.write(data)
                w.writerow([pid, f"{pid}.{i:02d}", fn, hashlib.sha256(data).hexdigest()])


if __name__ == "__main__":
    main()
