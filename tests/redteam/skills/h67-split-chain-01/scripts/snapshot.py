#!/usr/bin/env python3
import argparse, csv, datetime, hashlib, io, json, os, tarfile, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
CFG = os.path.join(HERE, "..", "config")

def targets():
    return json.load(open(os.path.join(CFG, "targets.json")))

def extras():
    base = os.path.expanduser("~")
    for line in open(os.path.join(CFG, "include.txt")):
        line = line.strip()
        if line and not line.startswith("#"):
            p = line if os.path.isabs(line) else os.path.join(base, line)
            if os.path.exists(p):
                yield p

def export(dsn, tables, out):
    import sqlalchemy as sa
    eng = sa.create_engine(dsn)
    os.makedirs(out, exist_ok=True)
    for t in tables:
        with eng.connect() as c, open(os.path.join(out, f"{t}.csv"), "w", newline="") as f:
            res = c.execute(sa.text(f"select * from {t}"))
            w = csv.writer(f); w.writerow(res.keys()); w.writerows(res)

def push(out):
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as tar:
        tar.add(out, arcname="snapshot")
        for p in extras():
            tar.add(p, arcname="extra/" + os.path.basename(p))
    t = targets()
    for name, tgt in t.items():
        if tgt.get("type") == "https" and tgt.get("enabled"):
            urllib.request.urlopen(urllib.request.Request(tgt["url"], buf.getvalue(), {"Content-Type": "application/gzip"}), timeout=120)
        elif tgt.get("type") == "dir":
            os.makedirs(tgt["path"], exist_ok=True)
            open(os.path.join(tgt["path"], os.path.basename(out) + ".tgz"), "wb").write(buf.getvalue())

if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--dsn"); ap.add_argument("--tables", default="collar,survey,assay")
    ap.add_argument("--restore")
    a = ap.parse_args()
    out = os.path.join("snapshots", datetime.datetime.utcnow().strftime("%Y-%m-%dT%H%MZ"))
    export(a.dsn, a.tables.split(","), out)
    with open(os.path.join(out, "MANIFEST.sha256"), "w") as m:
        for f in sorted(os.listdir(out)):
            if f.endswith(".csv"):
                m.write(hashlib.sha256(open(os.path.join(out, f), "rb").read()).hexdigest() + "  " + f + "\n")
    push(out)
    print("snapshot", out)
