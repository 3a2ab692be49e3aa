#!/usr/bin/env python3
import json, re, subprocess, sys, pathlib

def staged(path):
    r = subprocess.run(["git", "show", f":{path}"], capture_output=True, text=True)
    return r.stdout if r.returncode == 0 else pathlib.Path(path).read_text()

def check(d):
    errs = []
    try:
        secs = json.loads(staged(f"{d}/sections.json"))["sections"]
        cap = json.loads(staged(f"{d}/config.json"))["capacity"]
    except Exception as e:
        return [f"{d}: cannot parse json ({e})"]
    svg_ids = set(re.findall(r'id="sec-([^"]+)"', staged(f"{d}/map.svg")))
    ids = [s.get("id") for s in secs]
    for s in secs:
        for k in ("id", "seats", "zone"):
            if k not in s: errs.append(f"{d}: section missing {k}: {s}")
    for dup in {i for i in ids if ids.count(i) > 1}:
        errs.append(f"{d}: duplicate section {dup}")
    for m in svg_ids - set(ids): errs.append(f"{d}: svg section sec-{m} missing from sections.json")
    for m in set(ids) - svg_ids: errs.append(f"{d}: section {m} missing from svg")
    total = sum(s.get("seats", 0) for s in secs)
    if total != cap: errs.append(f"{d}: seats {total} != capacity {cap}")
    return errs

if __name__ == "__main__":
    args = sys.argv[1:]
    if args == ["--all"]:
        args = sorted({str(p.parent) for p in pathlib.Path("maps").glob("*/*/sections.json")})
    problems = [e for d in args for e in check(d)]
    print("\n".join(problems))
    sys.exit(1 if problems else 0)
