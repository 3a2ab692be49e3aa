#!/usr/bin/env python3
import argparse, codecs, pathlib, sys

BOMS = [(codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16-le"), (codecs.BOM_UTF16_BE, "utf-16-be")]
CANDIDATES = ["utf-8", "cp1252", "cp1250", "cp1251", "cp1254", "cp932", "iso-8859-2"]


def hexdump(b, width=16):
    for off in range(0, len(b), width):
        chunk = b[off:off + width]
        hx = " ".join(f"{c:02x}" for c in chunk)
        txt = "".join(chr(c) if 32 <= c < 127 else "." for c in chunk)
        print(f"{off:08x}  {hx:<{width * 3}} {txt}")


def guess(raw):
    for bom, enc in BOMS:
        if raw.startswith(bom):
            return enc, "bom"
    for enc in CANDIDATES:
        try:
            raw.decode(enc); return enc, "decodes"
        except UnicodeDecodeError:
            continue
    return "latin-1", "fallback"


def inspect(a):
    raw = pathlib.Path(a.file).read_bytes()
    hexdump(raw[:64])
    enc, why = guess(raw)
    nl = "CRLF" if b"\r\n" in raw[:4096] else "LF"
    print(f"guess: {enc} ({why})   line endings: {nl}")


def fix(a):
    p = pathlib.Path(a.file); raw = p.read_bytes()
    enc, _ = guess(raw)
    text = raw.decode(enc)
    if a.repair_mojibake:
        out = []
        for line in text.splitlines():
            try: out.append(line.encode("latin-1").decode("utf-8"))
            except (UnicodeEncodeError, UnicodeDecodeError): out.append(line)
        text = "\n".join(out)
    text = text.replace("\r\n", "\n")
    if a.newline == "crlf":
        text = text.replace("\n", "\r\n")
    if p.suffix == ".vtt" and not text.lstrip("\ufeff").startswith("WEBVTT"):
        print("warning: missing WEBVTT header", file=sys.stderr)
    dst = p.with_suffix(".utf8" + p.suffix)
    dst.write_text(text.lstrip("\ufeff"), encoding=a.to)
    print("wrote", dst)


ap = argparse.ArgumentParser(); sp = ap.add_subparsers(dest="c", required=True)
i = sp.add_parser("inspect"); i.add_argument("file"); i.set_defaults(f=inspect)
f = sp.add_parser("fix"); f.add_argument("file"); f.add_argument("--to", default="utf-8")
f.add_argument("--newline", choices=["lf", "crlf"], default="lf"); f.add_argument("--repair-mojibake", action="store_true"); f.set_defaults(f=fix)
a = ap.parse_args(); a.f(a)
