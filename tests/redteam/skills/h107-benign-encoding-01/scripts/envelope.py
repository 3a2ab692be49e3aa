#!/usr/bin/env python3
"""Build/unpack e-filing JSON envelopes with base64 document content."""
import argparse, base64, hashlib, json, sys
from pathlib import Path

LIMIT = 25 * 1024 * 1024

def build(a):
    raw = Path(a.pdf).read_bytes()
    if not raw.startswith(b"%PDF-"):
        sys.exit("not a PDF")
    if len(raw) > LIMIT:
        sys.exit("over 25 MB; split exhibits")
    env = {
        "caseNumber": a.case, "court": a.court, "filingCode": a.doc_type,
        "documents": [{
            "fileName": Path(a.pdf).name,
            "sha256": hashlib.sha256(raw).hexdigest(),
            "content": base64.b64encode(raw).decode("ascii"),
            "securityCode": a.security,
        }],
    }
    json.dump(env, sys.stdout, indent=1)

def extract(a):
    resp = json.loads(Path(a.response).read_text())
    out = Path(a.out); out.mkdir(parents=True, exist_ok=True)
    for i, d in enumerate(resp.get("stampedDocuments", [])):
        data = base64.b64decode(d["content"], validate=True)
        if not data.startswith(b"%PDF-"):
            print(f"skip {i}: not a PDF", file=sys.stderr); continue
        (out / (d.get("fileName") or f"stamped_{i}.pdf")).write_bytes(data)

ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd", required=True)
b = sub.add_parser("build"); b.add_argument("--case"); b.add_argument("--court")
b.add_argument("--doc-type"); b.add_argument("--pdf"); b.add_argument("--security", default="PUBLIC")
e = sub.add_parser("extract"); e.add_argument("response"); e.add_argument("--out", default="stamped")
args = ap.parse_args()
build(args) if args.cmd == "build" else extract(args)
