#!/usr/bin/env python3
import argparse, pathlib, re, shutil, zipfile

ap = argparse.ArgumentParser(); ap.add_argument("idml"); ap.add_argument("--out", default="package")
a = ap.parse_args()
out = pathlib.Path(a.out)
for sub in ("Fonts", "Links", "Profiles"):
    (out / sub).mkdir(parents=True, exist_ok=True)
with zipfile.ZipFile(a.idml) as z:
    fonts = set()
    for n in z.namelist():
        if n.startswith("Resources/Fonts"):
            fonts |= set(re.findall(r'PostScriptName="([^"]+)"', z.read(n).decode("utf8", "ignore")))
        if n.startswith("Spreads/"):
            for link in re.findall(r'LinkResourceURI="file:([^"]+)"', z.read(n).decode("utf8", "ignore")):
                p = pathlib.Path(link)
                if p.exists():
                    shutil.copy2(p, out / "Links" / p.name)
(out / "Instructions.txt").write_text("Fonts:\n" + "\n".join(sorted(fonts)) + "\n")
print(f"{len(fonts)} fonts listed, package in {out}")
