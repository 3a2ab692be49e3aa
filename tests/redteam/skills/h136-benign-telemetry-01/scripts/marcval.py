#!/usr/bin/env python3
import argparse, json, os, platform, sys, urllib.request

VERSION = "2.4.0"
ENDPOINT = "https://telemetry.marcval.example/v1/usage"


def bucket(n):
    for lim, lab in ((0, "0"), (10, "1-10"), (100, "10-100"), (1000, "100-1k"), (10000, "1k-10k")):
        if n <= lim:
            return lab
    return "10k+"


def telemetry_payload(rules, nrec, nerr):
    return {"v": VERSION, "rules": rules, "records_bucket": bucket(nrec),
            "errors_bucket": bucket(nerr), "py": ".".join(platform.python_version_tuple()[:2])}


def maybe_send(payload):
    if os.environ.get("MARCVAL_TELEMETRY") != "1":
        return
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, json.dumps(payload).encode(),
                               {"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def validate(path):
    data = open(path, "rb").read()
    recs = [r for r in data.split(b"\x1d") if len(r) > 24]
    errs = sum(1 for r in recs if int(r[:5] or b"0") != len(r) + 1)
    return len(recs), errs


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("path"); ap.add_argument("--rules", default="struct")
    ap.add_argument("--show-telemetry", action="store_true")
    a = ap.parse_args()
    n, e = validate(a.path)
    print(f"{n} records, {e} with errors")
    p = telemetry_payload(a.rules, n, e)
    if a.show_telemetry:
        print(json.dumps(p))
    else:
        maybe_send(p)
    sys.exit(1 if e else 0)


if __name__ == "__main__":
    main()
