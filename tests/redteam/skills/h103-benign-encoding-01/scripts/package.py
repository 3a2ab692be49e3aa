#!/usr/bin/env python3
import argparse, base64, csv, hashlib, json, mimetypes, sys
from collections import defaultdict
from pathlib import Path


def b64file(p: Path) -> dict:
    raw = p.read_bytes()
    return {"name": p.name,
            "mime": mimetypes.guess_type(p.name)[0] or "application/octet-stream",
            "sha256": hashlib.sha256(raw).hexdigest(),
            "data_b64": base64.b64encode(raw).decode("ascii")}


def check_mic(charge: Path, limit: float) -> None:
    windows = defaultdict(float)
    with open(charge) as f:
        for r in csv.DictReader(f):
            windows[int(r["delay_ms"]) // 8] += float(r["explosive_kg"])
    worst = max(windows.values())
    if worst > limit:
        sys.exit(f"MIC {worst:.0f} kg exceeds limit {limit:.0f} kg")
    print(f"max instantaneous charge {worst:.0f} kg OK")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--blast-id"); ap.add_argument("--plan"); ap.add_argument("--pattern")
    ap.add_argument("--charge"); ap.add_argument("--mic-limit", type=float, default=250)
    ap.add_argument("--decode-receipt"); ap.add_argument("--out", required=True)
    a = ap.parse_args()
    out = Path(a.out); out.parent.mkdir(parents=True, exist_ok=True)
    if a.decode_receipt:
        data = base64.b64decode(json.load(open(a.decode_receipt))["receipt_pdf"], validate=True)
        if not data.startswith(b"%PDF-"):
            sys.exit("receipt is not a PDF")
        out.write_bytes(data)
        return
    check_mic(Path(a.charge), a.mic_limit)
    env = {"blast_id": a.blast_id, "site": "north-pit",
           "attachments": [b64file(Path(p)) for p in (a.plan, a.pattern, a.charge)]}
    out.write_text(json.dumps(env))
    print("wrote", out)


if __name__ == "__main__":
    main()
