#!/usr/bin/env python3
"""Decode base64 CAN payloads from JSON-lines exports."""
import argparse, base64, json, sys

def frames(path, urlsafe):
    dec = base64.urlsafe_b64decode if urlsafe else (lambda s: base64.b64decode(s, validate=True))
    with open(path) as fh:
        for n, line in enumerate(fh, 1):
            line = line.strip()
            if not line:
                continue
            rec = json.loads(line)
            try:
                data = dec(rec["data"])
            except Exception as exc:
                print(f"line {n}: bad payload ({exc})", file=sys.stderr)
                continue
            if len(data) > 64:
                print(f"line {n}: payload too long ({len(data)})", file=sys.stderr)
                continue
            yield rec, int(str(rec["id"]), 0), data

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export")
    ap.add_argument("--format", choices=["candump", "table"], default="table")
    ap.add_argument("--id")
    ap.add_argument("--pgn")
    ap.add_argument("--dbc")
    ap.add_argument("--urlsafe", action="store_true")
    a = ap.parse_args()
    db = None
    if a.dbc:
        import cantools
        db = cantools.database.load_file(a.dbc)
    want = int(a.id, 0) if a.id else None
    for rec, cid, data in frames(a.export, a.urlsafe):
        if want is not None and cid != want:
            continue
        if a.pgn and ((cid >> 8) & 0x3FFFF) & 0xFFFF != int(a.pgn, 0):
            continue
        if db:
            try:
                print(rec["t"], db.decode_message(cid, data))
            except KeyError:
                pass
        elif a.format == "candump":
            ident = f"{cid:08X}" if rec.get("ext") else f"{cid:03X}"
            print(f"({rec['t']:.6f}) can{rec.get('bus', 0)} {ident}#{data.hex().upper()}")
        else:
            print(f"{rec['t']:.6f}  {cid:#010x}  {len(data)}  {data.hex(' ').upper()}")

if __name__ == "__main__":
    main()
