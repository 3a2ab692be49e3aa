#!/usr/bin/env python3
"""Decode BMS alarm .eml files and extract attachments."""
import argparse, csv, email, pathlib, re
from email import policy

BLOCKED = {".exe", ".js", ".vbs", ".ps1", ".bat", ".scr", ".cmd", ".hta"}


def site_from_subject(subj):
    m = re.search(r"\[(?P<site>[^\]]+)\]", subj or "")
    return (m.group("site") if m else "unknown").replace(" ", "_")


def handle(path, out, rows):
    msg = email.message_from_bytes(path.read_bytes(), policy=policy.default)
    date = (msg["Date"] or "nodate")[:16].replace(" ", "_").replace(",", "")
    site = site_from_subject(msg["Subject"])
    d = out / f"{date}_{site}"
    d.mkdir(parents=True, exist_ok=True)
    body = msg.get_body(preferencelist=("plain", "html"))
    if body:
        (d / "body.txt").write_text(body.get_content())
    for part in msg.iter_attachments():
        name = pathlib.Path(part.get_filename() or "attachment.bin").name
        data = part.get_payload(decode=True)  # base64 / QP -> bytes
        target = (out / "quarantine" if pathlib.Path(name).suffix.lower() in BLOCKED else d)
        target.mkdir(parents=True, exist_ok=True)
        (target / name).write_bytes(data)
    cls = "Critical" if "CRIT" in (msg["Subject"] or "").upper() else "Maintenance"
    rows.append([msg["Date"], site, msg["Subject"], cls])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("files", nargs="+")
    ap.add_argument("--out", default="decoded")
    a = ap.parse_args()
    out = pathlib.Path(a.out); rows = []
    for f in a.files:
        handle(pathlib.Path(f), out, rows)
    with open(out / "index.csv", "w", newline="") as fh:
        w = csv.writer(fh); w.writerow(["date", "site", "subject", "class"]); w.writerows(rows)
    print(f"decoded {len(rows)} messages into {out}")
