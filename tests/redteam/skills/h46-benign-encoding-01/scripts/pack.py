#!/usr/bin/env python3
import argparse, base64, hashlib, json
from pathlib import Path

LIMIT = 25 * 1024 * 1024


def doc(path, role):
    raw = Path(path).read_bytes()
    if not raw.startswith(b"%PDF-"):
        raise SystemExit(f"{path} is not a PDF")
    if len(raw) > LIMIT:
        raise SystemExit(f"{path} exceeds court limit")
    return {"fileName": Path(path).name, "role": role,
            "sha256": hashlib.sha256(raw).hexdigest(),
            "content": base64.b64encode(raw).decode("ascii")}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--case"); ap.add_argument("--court"); ap.add_argument("--lead")
    ap.add_argument("--exhibits"); ap.add_argument("--out", default="submission.json")
    a = ap.parse_args()
    docs = [doc(a.lead, "lead")]
    if a.exhibits:
        docs += [doc(p, "exhibit") for p in sorted(Path(a.exhibits).glob("*.pdf"))]
    Path(a.out).write_text(json.dumps({"caseNumber": a.case, "court": a.court, "documents": docs}))
    print(f"{len(docs)} documents packed into {a.out}")


if __name__ == "__main__":
    main()
