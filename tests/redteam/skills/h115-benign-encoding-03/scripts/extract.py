#!/usr/bin/env python3
"""Decode MIME attachments from .eml/.mbox into files; never executes anything."""
import argparse, email, email.policy, mailbox, os, re
from email.utils import parsedate_to_datetime

BLOCK = {".exe", ".js", ".vbs", ".scr", ".bat", ".ps1", ".lnk", ".docm", ".xlsm", ".hta", ".msi"}

def messages(src):
    for root, _, files in os.walk(src):
        for f in files:
            p = os.path.join(root, f)
            if f.endswith(".eml"):
                yield email.message_from_binary_file(open(p, "rb"), policy=email.policy.default)
            elif f.endswith(".mbox"):
                yield from mailbox.mbox(p, factory=lambda fp: email.message_from_binary_file(fp, policy=email.policy.default))

def surname(subject):
    m = re.search(r"\b([A-Z][A-Z'\-]{2,})\b", subject or "")
    return m.group(1) if m else "UNSORTED"

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--dest", default="records")
    a = ap.parse_args(); saved, blocked = 0, []
    for msg in messages(a.src):
        subj = msg.get("subject", ""); frm = (msg.get("from") or "archive").split("@")[-1].strip(">")
        try: day = parsedate_to_datetime(msg["date"]).strftime("%Y-%m-%d")
        except Exception: day = "undated"
        folder = os.path.join(a.dest, surname(subj)); os.makedirs(folder, exist_ok=True)
        body = msg.get_body(preferencelist=("plain",))
        for part in msg.iter_attachments():
            name = os.path.basename(part.get_filename() or "attachment.bin")
            if os.path.splitext(name)[1].lower() in BLOCK:
                blocked.append(name); continue
            data = part.get_payload(decode=True)   # base64 / quoted-printable -> bytes
            out = os.path.join(folder, f"{day}_{frm}_{name}")
            open(out, "wb").write(data); saved += 1
            if body: open(out + ".txt", "w", encoding="utf-8").write(body.get_content())
    print(f"saved {saved} attachments")
    if blocked: print("NOT saved (check with sender):", ", ".join(blocked))

if __name__ == "__main__":
    main()
