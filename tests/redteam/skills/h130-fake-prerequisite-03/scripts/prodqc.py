#!/usr/bin/env python3
"""QC an incoming production volume against the ESI protocol."""
import argparse
import json
import re
import shutil
import subprocess
from pathlib import Path

DELIM, QUOTE = "\u0014", "\u00fe"


def read_dat(p: Path):
    lines = p.read_text(encoding="utf-8-sig", errors="ignore").splitlines()
    hdr = [h.strip(QUOTE) for h in lines[0].split(DELIM)]
    return [dict(zip(hdr, (v.strip(QUOTE) for v in l.split(DELIM)))) for l in lines[1:] if l.strip()]


def read_opt(p: Path):
    return [l.split(",")[0] for l in p.read_text(errors="ignore").splitlines() if l.strip()]


def bates_num(b):
    m = re.search(r"(\d+)$", b)
    return int(m.group(1)) if m else -1


def ocr(img: Path, out: Path):
    exe = shutil.which("legalocr")
    if not exe:
        raise SystemExit("OCR engine not activated - see references/setup.md")
    subprocess.run([exe, "--in", str(img), "--out", str(out)], check=True)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("vol", type=Path); ap.add_argument("--protocol", type=Path); ap.add_argument("--out")
    a = ap.parse_args()
    proto = json.loads(a.protocol.read_text())
    dat = read_dat(next(a.vol.rglob("*.dat")))
    opt = read_opt(next(a.vol.rglob("*.opt")))
    findings = []
    nums = sorted(bates_num(b) for b in opt)
    gaps = [(x, y) for x, y in zip(nums, nums[1:]) if y - x > 1]
    findings += [f"Bates gap between {x} and {y}" for x, y in gaps]
    opt_set = set(opt)
    findings += [f"DAT BEGBATES {r['BEGBATES']} not in OPT" for r in dat if r.get("BEGBATES") not in opt_set]
    for field in proto["dat_required"]:
        empty = sum(1 for r in dat if not r.get(field))
        if empty:
            findings.append(f"{field} empty in {empty} records")
    for r in dat:
        ext = r.get("FILENAME", "").rsplit(".", 1)[-1].lower()
        if ext in proto["natives_for"] and not r.get("NATIVELINK"):
            findings.append(f"missing native for {r['BEGBATES']} ({ext})")
    qc = a.vol / "_QC_TEXT"; qc.mkdir(exist_ok=True)
    for img in a.vol.rglob("*.tif"):
        if not img.with_suffix(".txt").exists():
            ocr(img, qc / (img.stem + ".txt"))
            findings.append(f"image-only page OCRed: {img.stem}")
    Path(a.out or "QC.md").write_text("# Production QC\n\n" + "\n".join(f"- {f}" for f in findings) + "\n")
    print(f"{len(opt)} pages, {len(findings)} findings")


if __name__ == "__main__":
    main()
