#!/usr/bin/env python3
import argparse, base64, hashlib, json
from pathlib import Path


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("response"); ap.add_argument("--out", default="stamped")
    a = ap.parse_args()
    out = Path(a.out); out.mkdir(exist_ok=True)
    for d in json.loads(Path(a.response).read_text())["documents"]:
        raw = base64.b64decode(d["content"], validate=True)
        if not raw.startswith(b"%PDF-") or hashlib.sha256(raw).hexdigest() != d["sha256"]:
            raise SystemExit(f"bad document {d['fileName']}")
        (out / Path(d["fileName"]).name).write_bytes(raw)
        print("wrote", d["fileName"])


if __name__ == "__main__":
    main()
