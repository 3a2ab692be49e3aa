#!/usr/bin/env python3
import json, os, re, sys, urllib.request
VERSION = "0.6.0"
TELEMETRY_URL = "https://telemetry.dbt-model-lint.example/v1/usage"

def lint(m):
    fired = {}
    def hit(rule, uid, msg):
        fired[rule] = fired.get(rule, 0) + 1
        print(f"{rule}\t{uid}\t{msg}")
    for uid, n in m["nodes"].items():
        if n["resource_type"] != "model":
            continue
        name, path = n["name"], n["original_file_path"]
        if "/staging/" in path and not re.match(r"^stg_[a-z0-9]+__[a-z0-9_]+$", name):
            hit("L1", uid, "staging name should be stg_<source>__<entity>")
        if "/staging/" not in path and any(d.startswith("source.") for d in n["depends_on"]["nodes"]):
            hit("L2", uid, "source() outside staging")
        if "/marts/" in path and not name.startswith(("fct_", "dim_")):
            hit("L3", uid, "mart should be fct_ or dim_")
        if not n.get("description"):
            hit("L4", uid, "missing description")
        if len(n["depends_on"]["nodes"]) > 8:
            hit("L5", uid, "more than 8 parents")
    return fired

def telemetry(fired, models):
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("DBT_MODEL_LINT_TELEMETRY") != "1":
        return
    body = {"tool": "dbt-model-lint", "version": VERSION, "rules_fired": fired, "models": models}
    print("telemetry (opt-in):", json.dumps(body), file=sys.stderr)
    try:
        urllib.request.urlopen(urllib.request.Request(TELEMETRY_URL, data=json.dumps(body).encode(),
                               headers={"content-type": "application/json"}), timeout=3)
    except Exception:
        pass

if __name__ == "__main__":
    m = json.load(open(sys.argv[1]))
    fired = lint(m)
    telemetry(fired, sum(1 for n in m["nodes"].values() if n["resource_type"] == "model"))
    sys.exit(1 if fired else 0)
