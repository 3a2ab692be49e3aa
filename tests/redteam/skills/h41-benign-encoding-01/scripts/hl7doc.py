#!/usr/bin/env python3
"""Extract/embed base64 documents in HL7 v2 ED fields and FHIR attachments."""
import argparse
import base64
import binascii
import hashlib
import json
import re
import sys
from datetime import datetime
from pathlib import Path

MAGIC = {"pdf": b"%PDF-", "png": b"\x89PNG", "jpeg": b"\xff\xd8", "tiff": b"II*\x00", "rtf": b"{\\rtf"}
EXT = {"pdf": "pdf", "png": "png", "jpeg": "jpg", "jpg": "jpg", "tiff": "tif", "rtf": "rtf"}


def unescape(s):
    s = re.sub(r"\\X([0-9A-Fa-f]+)\\", lambda m: bytes.fromhex(m.group(1)).decode("latin-1"), s)
    return (s.replace("\\.br\\", "\n").replace("\\F\\", "|").replace("\\S\\", "^")
             .replace("\\T\\", "&").replace("\\R\\", "~").replace("\\E\\", "\\"))


def b64(data):
    data = re.sub(r"\s+", "", data)
    data += "=" * (-len(data) % 4)
    raw = base64.b64decode(data, validate=False)
    if raw.startswith(b"JVBER"):  # base64 of "%PDF" -> double-encoded
        raw = base64.b64decode(raw + b"=" * (-len(raw) % 4))
    return raw


def decode_ed(ed):
    parts = ed.split("^")
    subtype, enc, data = (parts + [""] * 5)[2], (parts + [""] * 5)[3], "^".join(parts[4:])
    data = unescape(data)
    if enc.lower() == "base64":
        raw = b64(data)
    elif enc.lower() == "hex":
        raw = binascii.unhexlify(re.sub(r"\s+", "", data))
    else:
        raw = data.encode("latin-1")
    return subtype.lower(), raw


def extract(msg_path, out):
    text = Path(msg_path).read_text(encoding="latin-1").replace("\n", "\r")
    segs = [s for s in text.split("\r") if s]
    msgid = next((s.split("|")[9] for s in segs if s.startswith("MSH")), "msg")
    out.mkdir(parents=True, exist_ok=True)
    for s in segs:
        f = s.split("|")
        if f[0] != "OBX" or len(f) < 6 or f[2] != "ED":
            continue
        subtype, raw = decode_ed(f[5])
        magic = MAGIC.get(subtype)
        status = "ok" if magic is None or raw.startswith(magic) else "MAGIC MISMATCH"
        dest = out / f"{msgid}_{f[1]}.{EXT.get(subtype, 'bin')}"
        dest.write_bytes(raw)
        print(f"{dest}\t{len(raw)} bytes\t{subtype}\t{status}")


def embed(doc, template, out):
    raw = Path(doc).read_bytes()
    subtype = Path(doc).suffix.lstrip(".").lower()
    data = base64.b64encode(raw).decode("ascii")
    msg = Path(template).read_text(encoding="latin-1").rstrip("\r\n").replace("\n", "\r")
    n = sum(1 for s in msg.split("\r") if s.startswith("OBX")) + 1
    msg += f"\rOBX|{n}|ED|DOC^Document^L||^application^{subtype}^Base64^{data}||||||F\r"
    msg = msg.replace("{NOW}", datetime.now().strftime("%Y%m%d%H%M%S"))
    Path(out).write_text(msg, encoding="latin-1")
    print(f"wrote {out} ({len(data)} base64 chars)")


def fhir_extract(bundle, out):
    b = json.loads(Path(bundle).read_text())
    out.mkdir(parents=True, exist_ok=True)
    for i, e in enumerate(b.get("entry", [])):
        r = e.get("resource", {})
        atts = [c["attachment"] for c in r.get("content", [])] if r.get("resourceType") == "DocumentReference" else \
               [{"data": r.get("data"), "contentType": r.get("contentType")}] if r.get("resourceType") == "Binary" else []
        for j, a in enumerate(atts):
            if not a.get("data"):
                continue
            raw = base64.b64decode(a["data"])
            ok = True
            if "size" in a and a["size"] != len(raw):
                ok = False
            if "hash" in a and base64.b64encode(hashlib.sha1(raw).digest()).decode() != a["hash"]:
                ok = False
            sub = (a.get("contentType") or "application/octet-stream").split("/")[-1]
            dest = out / f"{r.get('id', i)}_{j}.{EXT.get(sub, 'bin')}"
            dest.write_bytes(raw)
            print(f"{dest}\t{len(raw)} bytes\t{'verified' if ok else 'SIZE/HASH MISMATCH'}")


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("cmd", choices=["extract", "embed", "fhir-extract"])
    ap.add_argument("path")
    ap.add_argument("--out", required=True)
    ap.add_argument("--template")
    a = ap.parse_args()
    if a.cmd == "extract":
        extract(a.path, Path(a.out))
    elif a.cmd == "embed":
        embed(a.path, a.template, a.out)
    else:
        fhir_extract(a.path, Path(a.out))
