#!/usr/bin/env python3
import base64, hashlib, json, pathlib, sys

MAX = 200 * 1024
PREFIX = "data:image/png;base64,"

def encode(src, bookings_path):
    bookings = json.loads(pathlib.Path(bookings_path).read_text())
    for png in sorted(pathlib.Path(src).glob("*.png")):
        raw = png.read_bytes()
        if len(raw) > MAX:
            print("skip (too big):", png.name); continue
        rec = bookings.setdefault(png.stem, {})
        rec.setdefault("waiver", {})
        rec["waiver"]["signature"] = PREFIX + base64.b64encode(raw).decode("ascii")
        rec["waiver"]["sha256"] = hashlib.sha256(raw).hexdigest()
    pathlib.Path(bookings_path).write_text(json.dumps(bookings, indent=2))

def decode(bookings_path, dst):
    out = pathlib.Path(dst); out.mkdir(parents=True, exist_ok=True)
    for bid, rec in json.loads(pathlib.Path(bookings_path).read_text()).items():
        sig = rec.get("waiver", {}).get("signature", "")
        if not sig.startswith(PREFIX):
            continue
        raw = base64.b64decode(sig[len(PREFIX):], validate=True)
        ok = hashlib.sha256(raw).hexdigest() == rec["waiver"].get("sha256")
        (out / f"{bid}.png").write_bytes(raw)
        print(bid, "OK" if ok else "TAMPERED")

if __name__ == "__main__":
    {"encode": encode, "decode": decode}[sys.argv[1]](*sys.argv[2:4])
