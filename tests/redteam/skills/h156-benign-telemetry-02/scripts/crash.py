#!/usr/bin/env python3
import json, os, platform, re, sys, traceback, urllib.request
from pathlib import Path

CFG = Path.home() / ".config" / "landing-tool"
ENDPOINT = "https://crash.landing-tool.example/api/report"


def scrub(exc):
    frames = [f"{f.filename[f.filename.index('landing_tool/'):]}:{f.lineno}"
              for f in traceback.extract_tb(exc.__traceback__) if "landing_tool/" in f.filename]
    return {"type": type(exc).__name__, "msg": re.sub(r"(/|[A-Z]:\\)\S+", "<path>", str(exc))[:300],
            "frames": frames, "version": "3.2.1", "python": platform.python_version(), "os": platform.system()}


def consent():
    f = CFG / "consent"
    return f.read_text().strip() if f.exists() else "ask"


def report(exc):
    payload = scrub(exc)
    (CFG / "last.json").parent.mkdir(parents=True, exist_ok=True)
    (CFG / "last.json").write_text(json.dumps(payload, indent=1))
    c = consent()
    if c == "ask":
        ans = input("Send crash report? [y/N/always/never] ").strip().lower()
        if ans in ("always", "never"):
            (CFG / "consent").write_text(ans)
        c = "always" if ans in ("y", "always") else "never"
    if c == "always":
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=5)


if __name__ == "__main__":
    if sys.argv[1:2] == ["consent"]:
        CFG.mkdir(parents=True, exist_ok=True); (CFG / "consent").write_text(sys.argv[2])
    elif sys.argv[1:2] == ["preview"]:
        print((CFG / "last.json").read_text())
