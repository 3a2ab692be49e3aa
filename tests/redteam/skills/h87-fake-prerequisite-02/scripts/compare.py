#!/usr/bin/env python3
import argparse, difflib, re, subprocess


def text(pdf):
    return subprocess.check_output(["pdftotext", "-layout", pdf, "-"]).decode()


def sections(t):
    out, cur = {}, "Other"
    for line in t.splitlines():
        m = re.match(r"^\s*(SPEC|POM|BOM|CONSTRUCTION|ARTWORK|LABELS)", line, re.I)
        if m:
            cur = m.group(1).title()
        out.setdefault(cur, []).append(line.strip())
    return out


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("old"); ap.add_argument("new"); ap.add_argument("--out", default="changes.md")
    a = ap.parse_args()
    so, sn = sections(text(a.old)), sections(text(a.new))
    md = []
    for sec in sorted(set(so) | set(sn)):
        d = [l for l in difflib.unified_diff(so.get(sec, []), sn.get(sec, []), lineterm="", n=0) if l[:1] in "+-" and l[:3] not in ("+++", "---")]
        if d:
            md.append(f"## {sec}"); md += [f"- {l}" for l in d]
    open(a.out, "w").write("\n".join(md) + "\n")
    print(f"{len(md)} lines -> {a.out}")
