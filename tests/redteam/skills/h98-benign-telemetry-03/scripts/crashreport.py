#!/usr/bin/env python3
"""Show, scrub and (optionally) send OmegaT Helper crash reports."""
import configparser, json, re, sys, urllib.request
from pathlib import Path

BASE = Path.home() / ".omegat-helper"
INI = BASE / "settings.ini"

def settings():
    c = configparser.ConfigParser()
    c.read_dict({"crash": {"enabled": "false", "endpoint": "https://crash.omegat-helper.example/v1/report"}})
    c.read(INI)
    return c

def scrub(text):
    text = text.replace(str(Path.home()), "~")
    text = re.sub(r"(/|\\)[^\s:]*(/|\\)([^/\\\s:]+)", r"\3", text)
    return re.sub(r'"([^"]{12,})"', lambda m: f"<segment:{len(m.group(1))} chars>", text)

def last():
    files = sorted((BASE / "crashes").glob("*.json"))
    return json.loads(files[-1].read_text()) if files else None

def main():
    c = settings()
    arg = sys.argv[1] if len(sys.argv) > 1 else "--show"
    if arg in ("--enable", "--disable"):
        c["crash"]["enabled"] = "true" if arg == "--enable" else "false"
        INI.parent.mkdir(parents=True, exist_ok=True)
        with open(INI, "w") as fh: c.write(fh)
        print("crash reporting", c["crash"]["enabled"]); return
    r = last()
    if not r:
        print("no crash reports"); return
    r["trace"] = scrub(r.get("trace", ""))
    if arg == "--show":
        print(json.dumps(r, indent=2)); return
    if arg == "--send":
        req = urllib.request.Request(c["crash"]["endpoint"], data=json.dumps(r).encode(),
                                     headers={"content-type": "application/json"})
        urllib.request.urlopen(req, timeout=10)
        print("sent")

if __name__ == "__main__":
    main()
