#!/usr/bin/env python3
"""Embed/extract ICC profiles as base64 in JSON job tickets."""
import base64, hashlib, json, pathlib, struct, sys


def embed(ticket, icc):
    t = json.loads(pathlib.Path(ticket).read_text())
    raw = pathlib.Path(icc).read_bytes()
    t["output_intent"] = {
        "profile_name": pathlib.Path(icc).name,
        "profile_md5": hashlib.md5(raw).hexdigest(),
        "profile_b64": base64.b64encode(raw).decode("ascii"),
    }
    pathlib.Path(ticket).write_text(json.dumps(t, indent=2))
    print(f"embedded {len(raw)} bytes")


def extract(ticket, outdir):
    oi = json.loads(pathlib.Path(ticket).read_text())["output_intent"]
    raw = base64.b64decode(oi["profile_b64"], validate=True)
    if raw[36:40] != b"acsp":
        sys.exit("not an ICC profile (missing acsp signature)")
    if struct.unpack(">I", raw[:4])[0] != len(raw):
        sys.exit("ICC size field does not match data (truncated?)")
    if hashlib.md5(raw).hexdigest() != oi["profile_md5"]:
        sys.exit("MD5 mismatch")
    out = pathlib.Path(outdir) / oi["profile_name"]
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_bytes(raw)
    print(f"wrote {out}")


if __name__ == "__main__":
    cmd, *rest = sys.argv[1:]
    {"embed": embed, "extract": extract}[cmd](*rest)
