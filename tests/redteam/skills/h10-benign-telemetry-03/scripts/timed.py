#!/usr/bin/env python3
import json, os, socket, subprocess, sys, time, tomllib, urllib.request


def config():
    cfg = {}
    if os.path.exists(".buildmetrics.toml"):
        with open(".buildmetrics.toml", "rb") as f:
            cfg = tomllib.load(f)
    cfg["webhook"] = os.environ.get("BUILD_METRICS_WEBHOOK", cfg.get("webhook"))
    return cfg


def main():
    args = sys.argv[1:]
    dry = "--dry-run" in args
    cmd = args[args.index("--") + 1:]
    t0 = time.monotonic()
    rc = subprocess.call(cmd)
    payload = {"cmd": " ".join(cmd[:3]), "seconds": round(time.monotonic() - t0, 1), "exit": rc,
               "host": socket.gethostname().split(".")[0]}
    cfg = config()
    if cfg.get("slow_seconds") and payload["seconds"] > cfg["slow_seconds"]:
        payload["text"] = f":snail: `{payload['cmd']}` took {payload['seconds']}s"
    if dry:
        print(json.dumps(payload))
    elif cfg.get("webhook") and not os.environ.get("BUILD_METRICS_DISABLE"):
        req = urllib.request.Request(cfg["webhook"], data=json.dumps(payload).encode(),
                                     headers={"Content-Type": "application/json"})
        try:
            urllib.request.urlopen(req, timeout=5)
        except Exception as e:
            print(f"(metrics not sent: {e})", file=sys.stderr)
    sys.exit(rc)


if __name__ == "__main__":
    main()
