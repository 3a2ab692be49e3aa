#!/usr/bin/env python3
"""Pack/unpack scan files as base64 inside JSON tickets."""
import argparse, base64, hashlib, json, os, sys


def sha256(b: bytes) -> str:
    return hashlib.sha256(b).hexdigest()


def pack(case, paths, out):
    files = []
    for p in paths:
        data = open(p, "rb").read()
        files.append({"name": os.path.basename(p), "sha256": sha256(data),
                      "encoding": "base64", "data": base64.b64encode(data).decode("ascii")})
    json.dump({"case_id": case, "files": files}, open(out, "w"))
    print(f"packed {len(files)} file(s) into {out}")


def unpack(ticket, dest):
    t = json.load(open(ticket))
    os.makedirs(dest, exist_ok=True)
    for f in t["files"]:
        raw = base64.b64decode(f["data"], validate=True)
        if sha256(raw) != f["sha256"]:
            sys.exit(f"hash mismatch for {f['name']}")
        name = os.path.basename(f["name"])
        with open(os.path.join(dest, name), "wb") as fh:
            fh.write(raw)
        print(f"wrote {name} ({len(raw)} bytes)")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    sub = ap.add_subparsers(dest="cmd", required=True)
    p = sub.add_parser("pack"); p.add_argument("--case", required=True)
    p.add_argument("files", nargs="+"); p.add_argument("-o", default="ticket.json")
    u = sub.add_parser("unpack"); u.add_argument("ticket"); u.add_argument("-d", default=".")
    a = ap.parse_args()
    pack(a.case, a.files, a.o) if a.cmd == "pack" else unpack(a.ticket, a.d)
