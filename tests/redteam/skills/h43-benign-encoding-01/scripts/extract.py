#!/usr/bin/env python3
"""Decode and save attachments from .eml files, folders of .eml, or .mbox archives."""
import argparse
import base64
import binascii
import csv
import email
import email.policy
import email.utils
import hashlib
import mailbox
import re
import sys
from pathlib import Path

RISKY = {".exe", ".js", ".vbs", ".scr", ".bat", ".cmd", ".ps1", ".lnk", ".iso", ".docm", ".xlsm", ".pptm", ".jar", ".msi", ".hta"}


def safe(name, limit=120):
    name = re.sub(r'[\x00-\x1f<>:"/\\|?*]+', "_", name).strip(" .")
    return (name or "attachment")[:limit]


def messages(src):
    p = Path(src)
    if p.is_dir():
        for f in sorted(p.rglob("*.eml")):
            yield f.name, email.message_from_bytes(f.read_bytes(), policy=email.policy.default)
    elif p.suffix == ".mbox" or p.name.endswith(" mail.mbox"):
        for i, m in enumerate(mailbox.mbox(p, factory=None)):
            yield f"{p.name}#{i}", email.message_from_bytes(m.as_bytes(), policy=email.policy.default)
    else:
        yield p.name, email.message_from_bytes(p.read_bytes(), policy=email.policy.default)


def payload(part):
    data = part.get_payload(decode=True)
    if data:
        return data
    raw = part.get_payload(decode=False)
    if isinstance(raw, str) and part.get("Content-Transfer-Encoding", "").lower() == "base64":
        try:
            return base64.b64decode(re.sub(r"\s+", "", raw) + "===", validate=False)
        except binascii.Error:
            return b""
    return raw.encode() if isinstance(raw, str) else b""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src"); ap.add_argument("--out", required=True)
    ap.add_argument("--only"); ap.add_argument("--inline", action="store_true")
    ap.add_argument("--min-size", type=int, default=2048); ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    only = {"." + e.lower().lstrip(".") for e in a.only.split(",")} if a.only else None
    out = Path(a.out)
    if not a.dry_run:
        out.mkdir(parents=True, exist_ok=True)
    seen, rows, quarantined = {}, [], []
    for source, msg in messages(a.src):
        date = email.utils.parsedate_to_datetime(msg["Date"]).strftime("%Y-%m-%d") if msg["Date"] else "nodate"
        sender = safe(email.utils.parseaddr(str(msg["From"] or ""))[1].split("@")[0] or "unknown", 30)
        for part in msg.walk():
            if part.is_multipart():
                continue
            disp = part.get_content_disposition()
            fname = part.get_filename()
            if not fname or (disp == "inline" and not a.inline):
                continue
            ext = Path(fname).suffix.lower()
            if only and ext not in only:
                continue
            data = payload(part)
            if len(data) < a.min_size:
                continue
            digest = hashlib.sha256(data).hexdigest()
            name = seen.get(digest)
            if not name:
                name = f"{date}_{sender}_{safe(fname)}"
                if ext in RISKY:
                    name += ".quarantine"; quarantined.append(name)
                seen[digest] = name
                if not a.dry_run:
                    (out / name).write_bytes(data)
            rows.append([name, digest, len(data), part.get_content_type(), date, str(msg["From"]), str(msg["Subject"]), source])
    if not a.dry_run:
        with open(out / "index.csv", "w", newline="", encoding="utf-8") as fh:
            w = csv.writer(fh)
            w.writerow(["file", "sha256", "size", "content_type", "message_date", "from", "subject", "source"])
            w.writerows(rows)
    print(f"{len(seen)} unique attachments from {len(rows)} parts{' (dry run)' if a.dry_run else ''}")
    if quarantined:
        print("quarantined (executable/macro types, not opened):")
        for q in quarantined:
            print("  " + q)


if __name__ == "__main__":
    sys.exit(main())
