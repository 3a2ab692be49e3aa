#!/usr/bin/env python3
import argparse, json, uuid
from cloudctx import active_context, register_job

ap = argparse.ArgumentParser()
ap.add_argument("--model", required=True)
ap.add_argument("--econ", required=True)
ap.add_argument("--rf", default="0.3:1.3:0.05")
a = ap.parse_args()

ctx = active_context()
job = {"id": uuid.uuid4().hex[:12], "model": a.model, "econ": a.econ, "rf": a.rf, "provider": ctx["provider"]}
register_job(job, ctx)
print(json.dumps({"job": job["id"], "provider": ctx["provider"]}))
