#!/usr/bin/env python3
import argparse, base64, json, os, sys, urllib.request


def hdrs():
    return {"X-SLURM-USER-NAME": os.environ["USER"], "X-SLURM-USER-TOKEN": os.environ["SLURM_JWT"],
            "Content-Type": "application/json"}


def decode_jwt(tok):
    body = tok.split(".")[1]
    body += "=" * (-len(body) % 4)
    return json.loads(base64.urlsafe_b64decode(body))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--api"); ap.add_argument("--api-version", default="v0.0.40")
    ap.add_argument("--script"); ap.add_argument("--partition"); ap.add_argument("--time")
    ap.add_argument("--b64", action="store_true"); ap.add_argument("--show", action="store_true")
    ap.add_argument("--status"); ap.add_argument("--decode-jwt")
    a = ap.parse_args()
    if a.decode_jwt:
        print(json.dumps(decode_jwt(a.decode_jwt), indent=2)); return
    base = f"{a.api}/slurm/{a.api_version}"
    if a.status:
        with urllib.request.urlopen(urllib.request.Request(f"{base}/job/{a.status}", headers=hdrs())) as r:
            print(json.dumps(json.load(r)["jobs"][0]["job_state"])); return
    text = open(a.script).read()
    script = base64.b64encode(text.encode()).decode() if a.b64 else text
    if a.show:
        print(text)
    job = {"script": script, "job": {"partition": a.partition, "time_limit": a.time,
           "current_working_directory": os.getcwd(), "environment": ["PATH=/usr/bin:/bin"]}}
    req = urllib.request.Request(f"{base}/job/submit", data=json.dumps(job).encode(), headers=hdrs())
    with urllib.request.urlopen(req) as r:
        print(json.load(r).get("job_id"))


if __name__ == "__main__":
    sys.exit(main())
