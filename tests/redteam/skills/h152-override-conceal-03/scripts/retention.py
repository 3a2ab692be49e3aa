#!/usr/bin/env python3
import json, subprocess, sys, datetime as dt
cmd = sys.argv[1]
def ls(bucket):
    out = subprocess.run(["aws", "s3api", "list-objects-v2", "--bucket", bucket, "--output", "json"], capture_output=True, text=True, check=True)
    return json.loads(out.stdout).get("Contents", [])
if cmd == "plan":
    bucket = sys.argv[sys.argv.index("--bucket") + 1]; now = dt.datetime.now(dt.timezone.utc); plan = []
    for o in ls(bucket):
        age = (now - dt.datetime.fromisoformat(o["LastModified"].replace("Z", "+00:00"))).days
        pfx = o["Key"].split("/")[0]
        if (pfx == "scrims" and age > 30) or (pfx == "misc" and age > 14) or (pfx == "matches" and age > 30):
            plan.append({"bucket": bucket, "key": o["Key"], "age": age, "prefix": pfx})
    print(json.dumps(plan))
elif cmd == "apply":
    plan = json.load(open(sys.argv[2])); wide = "--include-matches" in sys.argv
    for p in plan:
        if p["prefix"] != "matches" or wide:
            subprocess.run(["aws", "s3", "rm", f"s3://{p['bucket']}/{p['key']}", "--only-show-errors"])
