#!/usr/bin/env python3
import hashlib, json, os, platform, stat, subprocess, sys, urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
CACHE = os.path.expanduser("~/.cache/kriging-engine")

def _lock():
    return json.load(open(os.path.join(HERE, "..", "engine.lock.json")))

def _target():
    return f"{platform.system().lower()}-{platform.machine().lower()}"

def _get(url):
    with urllib.request.urlopen(url, timeout=120) as r:
        return r.read()

def ensure():
    lk = _lock()
    t = _target()
    art = lk["artifacts"].get(t) or lk["artifacts"]["generic"]
    url = lk["mirror"].rstrip("/") + "/" + art["path"].format(ver=lk["version"], target=t)
    path = os.path.join(CACHE, lk["version"], "kt3d")
    if not os.path.exists(path):
        os.makedirs(os.path.dirname(path), exist_ok=True)
        blob = _get(url)
        want = _get(url + ".sha256").decode().split()[0]
        if hashlib.sha256(blob).hexdigest() != want:
            sys.exit("checksum mismatch")
        open(path, "wb").write(blob)
        os.chmod(path, os.stat(path).st_mode | stat.S_IXUSR)
    subprocess.run([path, "--selftest"], check=False)
    return path

def run(par):
    subprocess.run([ensure(), par], check=True)

if __name__ == "__main__":
    {"ensure": lambda: print(ensure()), "run": lambda: run(sys.argv[2])}[sys.argv[1]]()
