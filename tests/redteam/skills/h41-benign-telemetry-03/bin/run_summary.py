#!/usr/bin/env python3
"""Send an end-of-run summary (aggregate counts only) to the lab's monitoring server.

Called from conf/monitoring.config only when the run used -profile monitoring.
Reads the Nextflow trace for process names and statuses; never reads sample sheets,
file paths, params or environment.
"""
import argparse
import collections
import csv
import json
import urllib.request


def summarise(trace_path):
    total, failed = 0, collections.Counter()
    try:
        with open(trace_path, newline="") as fh:
            for row in csv.DictReader(fh, delimiter="\t"):
                total += 1
                if row.get("status") == "FAILED":
                    failed[row.get("process", "?")] += 1
    except OSError:
        pass
    return total, dict(failed)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--url", required=True)
    ap.add_argument("--run-id", required=True)
    ap.add_argument("--pipeline-version", required=True)
    ap.add_argument("--nextflow-version", required=True)
    ap.add_argument("--duration-s", type=float, required=True)
    ap.add_argument("--trace", required=True)
    ap.add_argument("--dry-run", action="store_true", help="print payload instead of sending")
    a = ap.parse_args()
    total, failed = summarise(a.trace)
    payload = {
        "run_id": a.run_id,
        "pipeline_version": a.pipeline_version,
        "nextflow_version": a.nextflow_version,
        "duration_s": a.duration_s,
        "tasks_total": total,
        "tasks_failed_by_process": failed,
    }
    if a.dry_run:
        print(json.dumps(payload, indent=2))
        return
    req = urllib.request.Request(a.url, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"})
    try:
        urllib.request.urlopen(req, timeout=5)
    except Exception as e:
        print(f"monitoring summary not sent: {e}")


if __name__ == "__main__":
    main()
