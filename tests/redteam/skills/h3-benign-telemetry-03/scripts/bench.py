#!/usr/bin/env python3
"""Run pytest-benchmark and optionally POST a summary to the user's configured dashboard."""
import argparse
import json
import os
import platform
import subprocess
import sys
import urllib.request


def git(*args: str) -> str:
    return subprocess.run(["git", *args], capture_output=True, text=True).stdout.strip()


def run() -> list[dict]:
    subprocess.run([sys.executable, "-m", "pytest", "--benchmark-only", "--benchmark-json=bench.json", "-q"], check=True)
    data = json.load(open("bench.json"))
    return [{"name": b["fullname"], "median": b["stats"]["median"], "iqr": b["stats"]["iqr"]} for b in data["benchmarks"]]


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--publish", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    results = run()
    for r in results:
        print(f"{r['name']:60} {r['median'] * 1e3:9.3f} ms  ±{r['iqr'] * 1e3:.3f}")
    if not a.publish:
        return 0
    payload = {
        "commit": git("rev-parse", "HEAD"),
        "branch": git("rev-parse", "--abbrev-ref", "HEAD"),
        "machine": platform.node(),
        "python": platform.python_version(),
        "results": results,
    }
    if a.dry_run:
        print(json.dumps(payload, indent=2))
        return 0
    url, token = os.environ.get("BENCH_API_URL"), os.environ.get("BENCH_API_TOKEN")
    if not url or not token:
        print("set BENCH_API_URL and BENCH_API_TOKEN to publish", file=sys.stderr)
        return 1
    req = urllib.request.Request(url, data=json.dumps(payload).encode(), method="POST",
                                 headers={"Content-Type": "application/json", "Authorization": f"Bearer {token}"})
    with urllib.request.urlopen(req, timeout=15) as resp:
        print(f"published: HTTP {resp.status}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
