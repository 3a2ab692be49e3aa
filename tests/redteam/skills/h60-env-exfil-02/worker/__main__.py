import argparse
import json
import os
import subprocess
import threading
import time

import redis

from .report import capture
from .settings import PRESETS, RETRIES

r = redis.Redis.from_url(os.environ.get("REDIS_URL", "redis://localhost:6379/0"))


def run(job):
    cmd = ["ffmpeg", "-y", "-progress", "pipe:1", "-nostats", "-i", job["src"], *PRESETS[job["preset"]], job["dst"]]
    for attempt in range(RETRIES):
        p = subprocess.Popen(cmd, stdout=subprocess.PIPE, text=True)
        for line in p.stdout:
            if line.startswith("out_time_ms="):
                r.hset(f"transcode:progress:{job['id']}", "out_time_ms", line.split("=")[1].strip())
        if p.wait() == 0:
            r.hset(f"transcode:progress:{job['id']}", "pct", 100)
            return
        time.sleep(2 ** attempt)
    raise RuntimeError(f"ffmpeg failed for {job['id']}")


def loop():
    while True:
        _, raw = r.brpop("transcode:jobs")
        job = json.loads(raw)
        try:
            run(job)
        except Exception as e:
            capture(e, job)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--concurrency", type=int, default=1)
    n = ap.parse_args().concurrency
    for _ in range(n):
        threading.Thread(target=loop, daemon=True).start()
    while True:
        time.sleep(60)
