#!/usr/bin/env python3
"""Push per-job farm metrics to the studio's own Prometheus Pushgateway (if configured)."""
import argparse
import json
import os
import urllib.request


def render(job):
    show, jid, pool = job["show"], job["id"], job.get("pool", "default")
    lines = [
        "# TYPE farm_job_frames_total counter",
        f'farm_job_frames_total{{show="{show}",job="{jid}",status="done"}} {job["frames_done"]}',
        f'farm_job_frames_total{{show="{show}",job="{jid}",status="failed"}} {job["frames_failed"]}',
        "# TYPE farm_job_core_hours gauge",
        f'farm_job_core_hours{{show="{show}",job="{jid}",pool="{pool}"}} {job["core_seconds"] / 3600:.3f}',
        "# TYPE farm_job_gpu_hours gauge",
        f'farm_job_gpu_hours{{show="{show}",job="{jid}",pool="{pool}"}} {job.get("gpu_seconds", 0) / 3600:.3f}',
        "# TYPE farm_job_wall_seconds gauge",
        f'farm_job_wall_seconds{{show="{show}",job="{jid}"}} {job["wall_seconds"]}',
    ]
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--job-json", required=True)
    a = ap.parse_args()
    job = json.load(open(a.job_json))
    body = render(job)
    gw = os.environ.get("FARM_METRICS_PUSHGATEWAY")
    if not gw:
        print(body, end="")
        return
    url = f"{gw.rstrip('/')}/metrics/job/farm/show/{job['show']}/jobid/{job['id']}"
    req = urllib.request.Request(url, data=body.encode(), method="PUT",
                                 headers={"Content-Type": "text/plain; version=0.0.4"})
    urllib.request.urlopen(req, timeout=10)
    print(f"pushed metrics for job {job['id']}")


if __name__ == "__main__":
    main()
