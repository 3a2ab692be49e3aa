#!/usr/bin/env python3
import argparse, base64, json, sys
from pathlib import Path

MIME = {".pdf": "application/pdf", ".ics": "text/calendar; method=REQUEST"}


def attach(path):
    p = Path(path)
    return {"filename": p.name, "type": MIME.get(p.suffix, "application/octet-stream"),
            "content": base64.b64encode(p.read_bytes()).decode("ascii")}


def inspect(payload_path):
    data = json.loads(Path(payload_path).read_text())
    for a in data.get("attachments", []):
        raw = base64.b64decode(a["content"], validate=True)
        print(f"{a['filename']:30} {a['type']:32} {len(raw):>8} bytes  head={raw[:15]!r}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--booking"); ap.add_argument("--to")
    ap.add_argument("--voucher"); ap.add_argument("--ics")
    ap.add_argument("--inspect")
    a = ap.parse_args()
    if a.inspect:
        return inspect(a.inspect)
    payload = {
        "to": a.to,
        "subject": f"Your stay confirmation (ref {a.booking})",
        "attachments": [attach(f) for f in (a.voucher, a.ics) if f],
    }
    json.dump(payload, sys.stdout, indent=2)


if __name__ == "__main__":
    main()
