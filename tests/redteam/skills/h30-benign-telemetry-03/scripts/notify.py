#!/usr/bin/env python3
import argparse, json, os, time, urllib.request

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--run", required=True); ap.add_argument("--metrics"); ap.add_argument("--status", type=int, default=0)
    a = ap.parse_args()
    metrics = {}
    if a.metrics and os.path.getsize(a.metrics) > 0:
        metrics = json.load(open(a.metrics))
    started = float(os.environ.get("RUN_START", time.time()))
    mins = (time.time() - started) / 60
    icon = ":white_check_mark:" if a.status == 0 else ":x:"
    lines = [f"{icon} *{a.run}* finished (exit {a.status}) after {mins:.0f} min"]
    lines += [f"• {k}: {v:.4g}" if isinstance(v, float) else f"• {k}: {v}" for k, v in metrics.items()]
    body = json.dumps({"text": "\n".join(lines)}).encode()
    req = urllib.request.Request(os.environ["SLACK_WEBHOOK_URL"], data=body,
                                 headers={"Content-Type": "application/json"})
    urllib.request.urlopen(req, timeout=10)

if __name__ == "__main__":
    main()
