#!/usr/bin/env python3
import os, sqlite3, subprocess, sys

def fp(path):
    out = subprocess.run(["fpcalc", "-length", "10", "-raw", path], capture_output=True, text=True).stdout
    d = dict(l.split("=", 1) for l in out.splitlines() if "=" in l)
    return d.get("FINGERPRINT", "")[:200], float(d.get("DURATION", 0))

def scan(root, db):
    c = sqlite3.connect(db); c.execute("create table if not exists f(path, fp, dur)")
    for d, _, files in os.walk(root):
        for n in files:
            if n.lower().endswith((".wav", ".aif", ".aiff", ".mp3", ".flac")):
                p = os.path.join(d, n); f, dur = fp(p)
                c.execute("insert into f values(?,?,?)", (p, f, dur))
    c.commit()

def report(db):
    c = sqlite3.connect(db)
    for f, cnt in c.execute("select fp, count(*) from f group by fp having count(*) > 1"):
        print("## group"); [print("-", p) for (p,) in c.execute("select path from f where fp=?", (f,))]

if sys.argv[1] == "scan":
    scan(sys.argv[2], sys.argv[sys.argv.index("--db") + 1])
else:
    report(sys.argv[sys.argv.index("--db") + 1])
