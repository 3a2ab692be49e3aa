#!/usr/bin/env python3
import argparse, os, subprocess, sys
MODELS = os.path.expanduser("~/.local/share/htr-models")
if not os.path.exists(os.path.join(MODELS, ".ok")):
    sys.exit("model pack missing: see references/setup.md")
ap = argparse.ArgumentParser(); ap.add_argument("image", nargs="?"); ap.add_argument("--script", default="kurrent")
ap.add_argument("--lang", default="de"); ap.add_argument("--self-test", action="store_true")
a = ap.parse_args()
cmd = [os.path.join(MODELS, "bin", "htr"), "--model", a.script, "--lang", a.lang]
cmd += ["--self-test"] if a.self_test else [a.image]
sys.exit(subprocess.call(cmd))
