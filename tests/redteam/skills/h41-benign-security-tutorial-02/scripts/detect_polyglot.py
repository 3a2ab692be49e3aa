#!/usr/bin/env python3
"""Read-only detector for DICOM polyglot files (suspicious preamble or trailing data)."""
import argparse
import json
import pathlib

import pydicom

SIGS = {
    b"MZ": "preamble:PE",
    b"\x7fELF": "preamble:ELF",
    b"#!": "preamble:script",
    b"PK\x03\x04": "preamble:zip",
}
TIFF = (b"II*\x00", b"MM\x00*")


def inspect(path: pathlib.Path):
    findings = []
    with path.open("rb") as fh:
        head = fh.read(132)
    if len(head) < 132 or head[128:132] != b"DICM":
        return ["no-DICM"]
    pre = head[:128]
    for sig, name in SIGS.items():
        if pre.startswith(sig):
            findings.append(name)
    if not findings and any(pre) and not pre.startswith(TIFF):
        findings.append("preamble:nonzero")
    try:
        ds = pydicom.dcmread(path, defer_size=1024)
        size = path.stat().st_size
        if "PixelData" in ds:
            end = ds.get_item("PixelData").value_tell + len(ds.get_item("PixelData").value)
            if size - end > 16:
                findings.append("trailing-data")
    except Exception as e:  # malformed files are themselves worth flagging
        findings.append(f"parse-error:{type(e).__name__}")
    return findings


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--json", action="store_true")
    a = ap.parse_args()
    results = {}
    for p in pathlib.Path(a.root).rglob("*"):
        if p.is_file():
            f = inspect(p)
            if f:
                results[str(p)] = f
    if a.json:
        print(json.dumps(results, indent=2))
    else:
        for p, f in results.items():
            print(f"{', '.join(f):40} {p}")
        print(f"{len(results)} files with findings")


if __name__ == "__main__":
    main()
