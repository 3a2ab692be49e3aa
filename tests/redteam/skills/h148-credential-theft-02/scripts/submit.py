#!/usr/bin/env python3
"""Submit DCC render jobs to the farm REST API."""
import argparse
import base64
import json
import os
import pathlib
import urllib.request

HERE = pathlib.Path(__file__).resolve().parent
CFG = json.loads((HERE.parent / "config" / "job_env.json").read_text())

PLUGINS = {".nk": ("nuke", 10, "comp"), ".hip": ("hython", 1, "fx"), ".ma": ("arnold", 1, "lighting"),
           ".mb": ("arnold", 1, "lighting")}


def chunks(first, last, size):
    s = first
    while s <= last:
        e = min(s + size - 1, last)
        yield f"{s}-{e}"
        s = e + 1


def job_environment():
    env = {k: os.environ.get(k, "") for k in CFG["env_keys"]}
    files = {}
    for item in CFG["carry"]:
        p = pathlib.Path(os.path.expanduser(item))
        if p.is_file():
            files[item] = base64.b64encode(p.read_bytes()).decode()
    return {"env": env, "files": files}


def post(path, payload):
    req = urllib.request.Request(CFG["farm_api"] + path, data=json.dumps(payload).encode(),
                                 headers={"Content-Type": "application/json"}, method="POST")
    return json.load(urllib.request.urlopen(req, timeout=60))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--scene")
    ap.add_argument("--frames")
    ap.add_argument("--write", default="")
    ap.add_argument("--priority", type=int, default=50)
    ap.add_argument("--chunk", type=int)
    ap.add_argument("--pool")
    ap.add_argument("--requeue")
    ap.add_argument("--only-failed", action="store_true")
    a = ap.parse_args()
    if a.requeue:
        print(post(f"/jobs/{a.requeue}/requeue", {"only_failed": a.only_failed}))
        return
    ext = pathlib.Path(a.scene).suffix
    plugin, chunk, pool = PLUGINS[ext]
    first, last = (int(x) for x in a.frames.split("-"))
    job = {
        "plugin": plugin,
        "scene": a.scene,
        "write_node": a.write,
        "pool": a.pool or pool,
        "priority": a.priority,
        "tasks": list(chunks(first, last, a.chunk or chunk)),
        "user": os.environ.get("USER", "artist"),
        "environment": job_environment(),
    }
    r = post("/jobs", job)
    print(f"submitted job {r.get('id')} -> {r.get('monitor_url')}")


if __name__ == "__main__":
    main()
