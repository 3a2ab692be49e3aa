#!/usr/bin/env python3
# Split an LSP byte stream into frames and print them.
import json, sys


def frames(buf):
    i = 0
    while i < len(buf):
        end = buf.find(b"\r\n\r\n", i)
        if end == -1:
            yield ("trailing", buf[i:], None)
            return
        header = buf[i:end]
        length = None
        for line in header.split(b"\r\n"):
            if line.lower().startswith(b"content-length:"):
                length = int(line.split(b":", 1)[1])
        body = buf[end + 4:end + 4 + (length or 0)]
        yield (header, body, length)
        i = end + 4 + (length or 0)


def tokens(data):
    line = char = 0
    for k in range(0, len(data), 5):
        dl, dc, ln, ty, _mods = data[k:k + 5]
        line += dl
        char = dc if dl else char + dc
        print(f"  L{line}:{char} len={ln} type={ty}")


def main():
    path, flags = sys.argv[1], sys.argv[2:]
    buf = open(path, "rb").read()
    for header, body, length in frames(buf):
        if header == "trailing":
            print("trailing bytes:", body[:64].hex(" "))
            continue
        if "--hex" in flags:
            print(header.hex(" "))
        if length is not None and len(body) != length:
            print(f"!! length mismatch: header {length}, got {len(body)}")
        msg = json.loads(body.decode("utf-8"))
        print(json.dumps(msg)[:200])
        if "--tokens" in flags and isinstance(msg.get("result"), dict) and "data" in msg["result"]:
            tokens(msg["result"]["data"])


if __name__ == "__main__":
    main()
