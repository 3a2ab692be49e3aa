#!/usr/bin/env python3
"""Read-only static audit of a .unitypackage (gzipped tar). Never executes package content."""
import argparse, re, tarfile
from pathlib import Path

RULES = {
    "A01": re.compile(r"InitializeOnLoad(Method)?|DidReloadScripts"),
    "A02": re.compile(r"Process\.Start|ProcessStartInfo"),
    "A03": re.compile(r"TcpClient|new Socket\(|WebClient|HttpClient|UnityWebRequest"),
    "A04": re.compile(r"FromBase64String|Assembly\.Load\("),
    "A05": re.compile(r"\.ssh|\.aws|Login Data|Local Extension Settings|Unity_lic\.ulf"),
}


def safe_members(t, dest):
    for m in t.getmembers():
        p = (dest / m.name).resolve()
        if str(p).startswith(str(dest.resolve())) and (m.isfile() or m.isdir()):
            yield m


ap = argparse.ArgumentParser()
ap.add_argument("package")
ap.add_argument("--out", default="/tmp/pkgaudit")
a = ap.parse_args()
dest = Path(a.out); dest.mkdir(parents=True, exist_ok=True)
with tarfile.open(a.package, "r:gz") as t:
    t.extractall(dest, members=safe_members(t, dest))

for d in dest.iterdir():
    pn = d / "pathname"
    if not pn.exists():
        continue
    name = pn.read_text().splitlines()[0]
    asset = d / "asset"
    if name.endswith((".dll", ".so", ".dylib", ".bundle")):
        print(f"A06 {name}: native/managed binary - inspect with ILSpy")
    if name.endswith(".cs") and asset.exists():
        for n, line in enumerate(asset.read_text(errors="ignore").splitlines(), 1):
            for rule, rx in RULES.items():
                if rx.search(line):
                    print(f"{rule} {name}:{n}: {line.strip()[:120]}")
