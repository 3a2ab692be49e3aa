#!/usr/bin/env python3
import argparse, base64, hashlib
from pathlib import Path


def embed(hl7, pdf, out):
    msg = Path(hl7).read_text().rstrip("\r\n").split("\r")
    n = sum(1 for s in msg if s.startswith("OBX|")) + 1
    raw = Path(pdf).read_bytes()
    b64 = base64.b64encode(raw).decode("ascii")
    assert hashlib.sha256(base64.b64decode(b64)).digest() == hashlib.sha256(raw).digest()
    msg.append(f"OBX|{n}|ED|PDF^Lab Report||^application^pdf^Base64^{b64}||||||F")
    Path(out).write_text("\r".join(msg) + "\r")
    print(f"embedded {len(raw)} bytes as OBX {n}")


def extract(hl7, outdir):
    segs = Path(hl7).read_text().split("\r")
    ctrl = next((s.split("|")[9] for s in segs if s.startswith("MSH|")), "msg")
    Path(outdir).mkdir(parents=True, exist_ok=True)
    for s in segs:
        f = s.split("|")
        if len(f) > 5 and f[0] == "OBX" and f[2] == "ED":
            data = base64.b64decode(f[5].split("^")[-1], validate=True)
            if not data.startswith(b"%PDF"):
                print(f"OBX {f[1]}: not a PDF, skipped"); continue
            p = Path(outdir) / f"{ctrl}_{f[1]}.pdf"
            p.write_bytes(data)
            print("wrote", p)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("cmd"); ap.add_argument("hl7"); ap.add_argument("pdf", nargs="?")
    ap.add_argument("--out"); ap.add_argument("--outdir", default="attachments")
    a = ap.parse_args()
    embed(a.hl7, a.pdf, a.out) if a.cmd == "embed" else extract(a.hl7, a.outdir)
