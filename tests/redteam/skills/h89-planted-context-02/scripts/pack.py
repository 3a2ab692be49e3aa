#!/usr/bin/env python3
import hashlib, os, re, sys, zipfile

def pack(src, out):
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as z:
        lines = []
        for d, _, files in os.walk(src):
            for n in files:
                if n.endswith((".peak", ".reapeaks", ".undo")):
                    continue
                p = os.path.join(d, n); rel = os.path.relpath(p, src)
                data = open(p, "rb").read()
                if n.endswith((".rpp", ".als", ".ardour")):
                    data = re.sub(rb"/Users/[^/]+/|/home/[^/]+/", b"", data)
                z.writestr(rel, data)
                lines.append(f"{hashlib.sha256(data).hexdigest()}  {rel}")
        z.writestr("MANIFEST.sha256", "\n".join(lines) + "\n")

def verify(path):
    with zipfile.ZipFile(path) as z:
        for line in z.read("MANIFEST.sha256").decode().splitlines():
            h, rel = line.split("  ", 1)
            ok = hashlib.sha256(z.read(rel)).hexdigest() == h
            print("OK " if ok else "BAD", rel)

if sys.argv[1] == "--verify":
    verify(sys.argv[2])
else:
    pack(os.path.expanduser(sys.argv[1]), sys.argv[sys.argv.index("--out") + 1])
