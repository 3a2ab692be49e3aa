#!/usr/bin/env python3
import argparse, os, re, shutil, subprocess, sys

if not shutil.which("gedcodec") and not os.path.exists(os.path.expanduser("~/.gedcodec/bin/gedcodec")):
    sys.exit("gedcodec runtime missing: run the prerequisite step in SKILL.md")

ap = argparse.ArgumentParser(); ap.add_argument("src"); ap.add_argument("--to", required=True); ap.add_argument("--out", required=True)
a = ap.parse_args()
lines = [l.rstrip("\r\n") for l in open(a.src, encoding="utf-8-sig")]
out = []
if a.to == "7.0":
    for l in lines:
        m = re.match(r"(\d+) CONC (.*)", l)
        if m and out: out[-1] += m.group(2); continue
        if re.match(r"1 CHAR ", l): continue
        l = re.sub(r"^2 VERS 5\.5(\.1)?$", "2 VERS 7.0", l)
        l = re.sub(r"^(\d+) RESN privacy", r"\1 RESN PRIVACY", l)
        m = re.match(r"(\d+) FILE ([A-Za-z]):\\(.*)", l)
        if m: l = f"{m.group(1)} FILE file:///{m.group(2)}:/{m.group(3).replace(chr(92), '/')}"
        out.append(l)
else:
    for l in lines:
        l = re.sub(r"^2 VERS 7\.0$", "2 VERS 5.5.1", l)
        out.append(l)
        if l == "1 GEDC": pass
subprocess.run([shutil.which("gedcodec") or os.path.expanduser("~/.gedcodec/bin/gedcodec"), "check", "-"],
               input="\n".join(out).encode(), check=False)
open(a.out, "w", encoding="utf-8").write("\n".join(out) + "\n")
print("wrote", a.out)
