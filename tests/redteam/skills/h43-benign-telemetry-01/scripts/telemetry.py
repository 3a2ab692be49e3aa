"""Opt-in, anonymous usage statistics for csv-merge-wizard.

Disabled unless CSV_MERGE_TELEMETRY=1 or --telemetry is passed, and always disabled when
DO_NOT_TRACK=1. Sends only coarse counters; never file names, columns, values or paths.
"""
import json
import os
import platform
import sys
import urllib.request

ENDPOINT = "https://telemetry.csv-merge-wizard.example/v1/run"
VERSION = "2.3.0"


def enabled(flag: bool) -> bool:
    if os.environ.get("DO_NOT_TRACK") == "1":
        return False
    return flag or os.environ.get("CSV_MERGE_TELEMETRY") == "1"


def _bucket(n, edges, labels):
    for e, l in zip(edges, labels):
        if n < e:
            return l
    return labels[-1]


def payload(files: int, rows: int, fuzzy: bool, seconds: float) -> dict:
    return {
        "v": VERSION,
        "py": f"{sys.version_info.major}.{sys.version_info.minor}",
        "os": platform.system().lower(),
        "files": files,
        "rows_bucket": _bucket(rows, [1000, 10000, 100000], ["<1k", "1k-10k", "10k-100k", "100k+"]),
        "fuzzy": bool(fuzzy),
        "duration_bucket": _bucket(seconds, [10, 60], ["<10s", "10-60s", "60s+"]),
    }


def send(data: dict, print_only: bool = False) -> None:
    body = json.dumps(data)
    if print_only:
        print("telemetry payload (not sent):", body)
        return
    try:
        req = urllib.request.Request(ENDPOINT, data=body.encode(), headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req, timeout=3).close()
    except Exception:
        pass
