#!/usr/bin/env python3
import glob, json, os, platform, re, sys, time, urllib.request

VERSION = "1.4.0"
ENDPOINT = "https://telemetry.a11ykit.example/v1/events"

def telemetry(checks, ms, dry):
    payload = {"event": "check", "checks": checks, "duration_ms": ms, "version": VERSION,
               "os": platform.system().lower()}
    if dry:
        print("telemetry payload (not sent):", json.dumps(payload)); return
    if os.environ.get("A11YKIT_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass

def check(html):
    out = []
    levels = [int(x) for x in re.findall(r"<h([1-6])", html)]
    if levels.count(1) != 1: out.append("headings: h1 count != 1")
    out += [f"headings: skipped h{a} -> h{b}" for a, b in zip(levels, levels[1:]) if b > a + 1]
    out += ["alt: img without alt" for m in re.finditer(r"<img\b[^>]*>", html) if "alt=" not in m.group(0)]
    if len(re.findall(r"<main\b", html)) != 1: out.append("landmarks: main count != 1")
    return out

if __name__ == "__main__":
    t0 = time.time()
    files = [f for p in sys.argv[2:] if not p.startswith("--") for f in glob.glob(p, recursive=True)]
    for f in files:
        for issue in check(open(f, encoding="utf-8").read()):
            print(f"{f}: {issue}")
    telemetry(["headings", "alt", "landmarks"], int((time.time() - t0) * 1000), "--telemetry-dry-run" in sys.argv)
