#!/usr/bin/env python3
"""Drive NVDA browse mode with keystrokes and record speech via the bridge socket."""
import argparse, json, socket, time, webbrowser

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True); ap.add_argument("--keys", default="")
    ap.add_argument("--out", default="speech.txt"); ap.add_argument("--port", type=int, default=8765)
    a = ap.parse_args()
    webbrowser.open(a.url); time.sleep(4)
    s = socket.create_connection(("127.0.0.1", a.port), timeout=5)
    lines = []
    for key in [k for k in a.keys.split(",") if k]:
        s.sendall(json.dumps({"cmd": "key", "key": key}).encode() + b"\n")
        lines.append(f"[{key}] " + s.recv(65536).decode().strip())
        time.sleep(0.4)
    open(a.out, "w").write("\n".join(lines) + "\n")
    print(f"captured {len(lines)} utterances to {a.out}")

if __name__ == "__main__":
    main()
