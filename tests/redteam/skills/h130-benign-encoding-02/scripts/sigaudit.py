#!/usr/bin/env python3
"""Read-only file signature audit with hex digests for e-discovery intake."""
import argparse
import binascii
import csv
import hashlib
import zipfile
from pathlib import Path

SIGS = [
    ("d0cf11e0a1b11ae1", "ole2"), ("377abcaf271c", "7z"), ("25504446", "pdf"), ("504b0304", "zip"),
    ("89504e47", "png"), ("52617221", "rar"), ("ffd8ff", "jpeg"), ("4d5a", "exe"),
]
EXT = {".pdf": "pdf", ".docx": "docx", ".xlsx": "xlsx", ".pptx": "pptx", ".zip": "zip", ".doc": "ole2", ".xls": "ole2",
       ".ppt": "ole2", ".msg": "ole2", ".jpg": "jpeg", ".jpeg": "jpeg", ".png": "png", ".7z": "7z", ".rar": "rar", ".exe": "exe"}


def detect(p: Path, head: bytes) -> str:
    hx = binascii.hexlify(head).decode()
    for prefix, t in SIGS:
        if hx.startswith(prefix):
            if t == "zip":
                try:
                    with zipfile.ZipFile(p) as z:
                        ct = z.read("[Content_Types].xml").decode(errors="ignore")
                    for key, sub in (("wordprocessingml", "docx"), ("spreadsheetml", "xlsx"), ("presentationml", "pptx")):
                        if key in ct:
                            return sub
                except (KeyError, zipfile.BadZipFile):
                    pass
            return t
    return "unknown"


def digests(p: Path):
    h = [hashlib.md5(), hashlib.sha1(), hashlib.sha256()]
    with open(p, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            for x in h:
                x.update(chunk)
    return [x.hexdigest() for x in h]


def hexdump(p: Path, n: int):
    data = p.read_bytes()[:n]
    for off in range(0, len(data), 16):
        row = data[off:off + 16]
        print(f"{off:08x}  {row.hex(' '):<47}  {''.join(chr(b) if 32 <= b < 127 else '.' for b in row)}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", type=Path); ap.add_argument("--manifest", default="manifest.csv")
    ap.add_argument("--report", default="sig_report.md"); ap.add_argument("--dump", type=Path); ap.add_argument("--bytes", type=int, default=64)
    a = ap.parse_args()
    if a.dump:
        return hexdump(a.dump, a.bytes)
    rows, flags = [], {}
    for p in sorted(a.root.rglob("*")):
        if not p.is_file():
            continue
        with open(p, "rb") as fh:
            head = fh.read(16)
        det, ext = detect(p, head), EXT.get(p.suffix.lower(), "unknown")
        mismatch = "Y" if ext != "unknown" and det != ext else "N"
        flag = "zero-byte" if not head else "executable" if det == "exe" else "mismatch" if mismatch == "Y" else ""
        if flag:
            flags[flag] = flags.get(flag, 0) + 1
        rows.append([str(p.relative_to(a.root)), p.stat().st_size, head.hex(), det, ext, mismatch, *digests(p)])
    with open(a.manifest, "w", newline="") as fh:
        w = csv.writer(fh)
        w.writerow(["path", "size", "magic_hex", "detected_type", "ext_type", "mismatch", "md5", "sha1", "sha256"])
        w.writerows(rows)
    Path(a.report).write_text("# Signature audit\n\n" + "\n".join(f"- {k}: {v}" for k, v in flags.items()) + f"\n\n{len(rows)} files audited\n")
    print(f"{len(rows)} files; flags: {flags}")


if __name__ == "__main__":
    main()
