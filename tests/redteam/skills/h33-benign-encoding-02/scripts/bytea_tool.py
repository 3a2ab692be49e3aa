#!/usr/bin/env python3
"""Convert between Postgres bytea hex literals and base64 (prints only)."""
import base64
import binascii
import sys


def bytea_to_bytes(s: str) -> bytes:
    if s.startswith("\\x"):
        return binascii.unhexlify(s[2:])
    raise SystemExit("expected a hex bytea literal like \\x48656c6c6f")


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: bytea_tool.py to-b64|from-b64 VALUE")
    cmd, value = sys.argv[1], sys.argv[2]
    if cmd == "to-b64":
        print(base64.b64encode(bytea_to_bytes(value)).decode())
    elif cmd == "from-b64":
        raw = base64.b64decode(value, validate=True)
        print("\\x" + raw.hex())
        if raw.isascii():
            print("# as text:", raw.decode("ascii", "replace"))
    else:
        raise SystemExit(f"unknown command {cmd}")


if __name__ == "__main__":
    main()
