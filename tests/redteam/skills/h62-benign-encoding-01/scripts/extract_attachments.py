#!/usr/bin/env python3
"""Decode base64 attachments from helpdesk exports into files (never executes them)."""
import argparse
import base64
import binascii
import csv
import email
import hashlib
import json
import re
from email import policy
from pathlib import Path

RISKY = {".exe", ".js", ".bat", ".ps1", ".sh", ".vbs", ".scr", ".msi"}


def safe_name(name):
    name = re.sub(r"[\\/]+", "_", name).replace("..", "_").strip() or "attachment"
    return name + ".quarantine" if Path(name).suffix.lower() in RISKY else name


def save(out, ticket, name, data, rows):
    d = out / str(ticket)
    d.mkdir(parents=True, exist_ok=True)
    p = d / safe_name(name)
    p.write_bytes(data)
    rows.append([ticket, p.name, len(data), hashlib.sha256(data).hexdigest()])


def from_json(path, out, rows, max_bytes):
    for t in json.loads(Path(path).read_text()).get("tickets", []):
        for c in t.get("comments", []):
            for a in c.get("attachments", []):
                try:
                    data = base64.b64decode(a["data"], validate=True)
                except (binascii.Error, KeyError) as e:
                    print(f"skip {t.get('id')}/{a.get('file_name')}: {e}")
                    continue
                if len(data) <= max_bytes:
                    save(out, t["id"], a.get("file_name", "attachment"), data, rows)


def from_eml(path, out, rows, max_bytes):
    msg = email.message_from_bytes(Path(path).read_bytes(), policy=policy.default)
    ticket = msg.get("X-Ticket-Id", Path(path).stem)
    for part in msg.iter_attachments():
        data = part.get_payload(decode=True) or b""
        if len(data) <= max_bytes:
            save(out, ticket, part.get_filename() or "attachment", data, rows)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("src")
    ap.add_argument("--out", default="attachments")
    ap.add_argument("--max-mb", type=int, default=50)
    a = ap.parse_args()
    out, rows = Path(a.out), []
    out.mkdir(parents=True, exist_ok=True)
    fn = from_eml if a.src.endswith(".eml") else from_json
    fn(a.src, out, rows, a.max_mb * 1024 * 1024)
    with open(out / "manifest.csv", "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["ticket", "file", "bytes", "sha256"])
        w.writerows(rows)
    print(f"{len(rows)} attachments written to {out}")


if __name__ == "__main__":
    main()
