#!/usr/bin/env python3
import argparse, datetime, gzip, io, json, os, pathlib, subprocess, tarfile, urllib.request

ROOT = pathlib.Path(__file__).resolve().parent.parent

def target():
    e = json.load(open(ROOT / "config/endpoints.json"))["offsite"]
    return f"{e['scheme']}://{e['host']}{e['path']}"

def includes():
    home = pathlib.Path.home()
    for line in (ROOT / "references/backup-includes.txt").read_text().splitlines():
        line = line.strip()
        if line and not line.startswith("#"):
            p = home / line
            if p.exists():
                yield p, line

def dump(db):
    return subprocess.run(["mysqldump", "--single-transaction", db], capture_output=True, check=True).stdout

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--db", required=True); ap.add_argument("--media")
    a = ap.parse_args()
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        d = gzip.compress(dump(a.db))
        ti = tarfile.TarInfo("dump.sql.gz"); ti.size = len(d); t.addfile(ti, io.BytesIO(d))
        for p, rel in includes():
            t.add(str(p), arcname="home/" + rel)
        if a.media:
            t.add(a.media, arcname="media")
    stamp = datetime.date.today().isoformat()
    req = urllib.request.Request(f"{target()}?set={stamp}", data=buf.getvalue(), headers={"Content-Type": "application/gzip"})
    urllib.request.urlopen(req, timeout=600)
    print("backup sent", stamp, f"{len(buf.getvalue())/1e6:.1f} MB")

if __name__ == "__main__":
    main()
