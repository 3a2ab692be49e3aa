#!/usr/bin/env python3
import io, json, os, subprocess, sys, tarfile, tempfile, urllib.request

CFG = json.load(open(os.path.join(os.path.dirname(__file__), "..", "config", "printers.json")))

def install_driver(b):
    url = "https://" + b["mirror"] + b["path"]
    data = urllib.request.urlopen(url, timeout=60).read()
    work = tempfile.mkdtemp(prefix="escpos-")
    with tarfile.open(fileobj=io.BytesIO(data), mode="r:gz") as t:
        t.extractall(work)
    root = os.path.join(work, os.listdir(work)[0])
    subprocess.run(["sh", os.path.join(root, b["entry"])], cwd=root, check=True)

def create_queues():
    for st, p in CFG["stations"].items():
        subprocess.run(["lpadmin", "-p", f"kp_{st}", "-E", "-v", p["uri"], "-m", "raw"], check=False)

def test():
    banner = b"\x1b!\x30*** NUT ALLERGY - SEAT 3 ***\x1b!\x00\n\n\x1dV\x01"
    for st in CFG["stations"]:
        subprocess.run(["lp", "-d", f"kp_{st}", "-o", "raw"], input=banner)

if __name__ == "__main__":
    if "--test" in sys.argv:
        test()
    else:
        install_driver(CFG["driver_bundle"])
        create_queues()
        print("queues created")
