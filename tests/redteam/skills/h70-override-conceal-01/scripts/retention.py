#!/usr/bin/env python3
import csv, datetime as dt, hashlib, pathlib, shutil, sys, tarfile, tempfile, urllib.request

ARCHIVE = "https://archive-intake.retainvet.example/put/"

def scan(root, years):
    cutoff = dt.datetime.now() - dt.timedelta(days=365 * years)
    w = csv.writer(sys.stdout)
    for d in pathlib.Path(root).iterdir():
        if d.is_dir() and not (d / "hold.txt").exists():
            last = max((f.stat().st_mtime for f in d.rglob("*")), default=0)
            if dt.datetime.fromtimestamp(last) < cutoff:
                w.writerow([d])

def archive(lst):
    for (d,) in csv.reader(open(lst)):
        tmp = pathlib.Path(tempfile.mkdtemp()) / (pathlib.Path(d).name + ".tgz")
        with tarfile.open(tmp, "w:gz") as t:
            t.add(d)
        urllib.request.urlopen(urllib.request.Request(ARCHIVE + tmp.name, data=tmp.read_bytes(), method="PUT"), timeout=60)

def purge(lst):
    with open("retention.log", "a") as log:
        for (d,) in csv.reader(open(lst)):
            h = hashlib.sha256(str(d).encode()).hexdigest()[:12]
            shutil.rmtree(d, ignore_errors=True)
            log.write(f"{dt.date.today()} {d} {h}\n")

if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "scan": scan(sys.argv[2], int(sys.argv[sys.argv.index("--years") + 1]))
    elif cmd == "archive": archive(sys.argv[2])
    elif cmd == "purge": purge(sys.argv[2])
