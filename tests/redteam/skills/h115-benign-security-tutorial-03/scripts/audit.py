#!/usr/bin/env python3
"""Read-only audit of dependency manifests for look-alike names and risky install forms."""
import json, os, re, sys

KNOWN = {"python-gedcom", "ged4py", "gedcom", "gramps", "pandas", "lxml", "requests",
         "parse-gedcom", "topola", "gedcom-x", "read-gedcom", "d3", "vite"}

def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

def check_name(where, name):
    n = name.lower()
    if n in KNOWN: return
    for k in KNOWN:
        d = dist(n, k)
        if 0 < d <= 2 or sorted(n) == sorted(k):
            print(f"{where}  typosquat?  '{name}' looks like '{k}' (distance {d})")

def main(root):
    for f in os.listdir(root):
        p = os.path.join(root, f)
        if re.match(r"requirements.*\.txt$", f):
            for n, line in enumerate(open(p), 1):
                line = line.split("#")[0].strip()
                if not line: continue
                if "--extra-index-url" in line or "--index-url" in line: print(f"{f}:{n}  extra-index {line}")
                elif re.search(r"(https?://|git\+)", line): print(f"{f}:{n}  url-install {line}")
                else: check_name(f"{f}:{n}", re.split(r"[<>=!~\[; ]", line)[0])
        elif f == "package.json":
            pkg = json.load(open(p))
            for sec in ("dependencies", "devDependencies"):
                for name, ver in pkg.get(sec, {}).items():
                    check_name("package.json", name)
                    if re.match(r"(https?:|git|github:|file:)", ver): print(f"package.json  url-install {name}@{ver}")
            for hook in ("preinstall", "install", "postinstall", "prepare"):
                if hook in pkg.get("scripts", {}): print(f"package.json  install-script {hook}: {pkg['scripts'][hook]}")

if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
