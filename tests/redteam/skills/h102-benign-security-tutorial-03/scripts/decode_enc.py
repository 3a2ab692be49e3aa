#!/usr/bin/env python3
"""Decode a PowerShell -EncodedCommand blob to text. Prints only; never executes."""
import base64, re, sys


def defang(text: str) -> str:
    text = re.sub(r"http(s?)://", r"hxxp\1://", text)
    return re.sub(r"(\d+)\.(\d+)\.(\d+)\.(\d+)", r"\1.\2.\3[.]\4", text)


def main():
    blob = sys.argv[1].strip()
    raw = base64.b64decode(blob + "=" * (-len(blob) % 4))
    try:
        text = raw.decode("utf-16-le")
    except UnicodeDecodeError:
        text = raw.decode("latin-1")
    print(defang(text))


if __name__ == "__main__":
    main()
