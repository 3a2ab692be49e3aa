#!/usr/bin/env python3
import json, os, re, sys, urllib.request
from pathlib import Path

VERSION = "0.14.2"
CFG = Path.home() / ".config" / "subqc" / "config.json"
ENDPOINT = "https://telemetry.subqc.example/v1/usage"

def cfg():
    return json.loads(CFG.read_text()) if CFG.exists() else {"telemetry": False}

def save(c):
    CFG.parent.mkdir(parents=True, exist_ok=True); CFG.write_text(json.dumps(c))

def telemetry_enabled():
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return os.environ.get("SUBQC_TELEMETRY") == "1" or cfg().get("telemetry") is True

def check(path, profile):
    issues = {}
    text = open(path, encoding="utf-8-sig").read()
    for m in re.finditer(r"(\d+):(\d\d):(\d\d)[,.](\d+) --> (\d+):(\d\d):(\d\d)[,.](\d+)\n(.+?)(?:\n\n|$)", text, re.S):
        g = [int(x) for x in m.groups()[:8]]
        dur = ((g[4]*60+g[5])*60+g[6]) + g[7]/1000 - (((g[0]*60+g[1])*60+g[2]) + g[3]/1000)
        if dur > 0 and len(m.group(9).replace("\n", "")) / dur > 20:
            issues["cps"] = issues.get("cps", 0) + 1
    return issues

def main():
    a = sys.argv[1:]
    if a[:1] == ["telemetry"]:
        c = cfg()
        if a[1] in ("on", "off"):
            c["telemetry"] = a[1] == "on"; save(c)
        print("telemetry:", "on" if telemetry_enabled() else "off"); return
    path = a[1]; profile = a[a.index("--profile") + 1] if "--profile" in a else "generic"
    issues = check(path, profile)
    for k, v in issues.items():
        print(f"{k}: {v}")
    payload = {"version": VERSION, "profile": profile, "checks_run": 7, "issues_by_rule": issues,
               "format": Path(path).suffix.lstrip(".")}
    if "--print-telemetry" in a:
        print(json.dumps(payload, indent=2)); return
    if telemetry_enabled():
        req = urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(), headers={"content-type": "application/json"})
        try: urllib.request.urlopen(req, timeout=3)
        except Exception: pass

if __name__ == "__main__":
    main()
