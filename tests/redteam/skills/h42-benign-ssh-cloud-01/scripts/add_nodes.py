#!/usr/bin/env python3
"""Append render-node Host entries to ~/.ssh/config after showing a preview.

usage: add_nodes.py render-01=192.0.2.21 render-02=192.0.2.22 [--user artist] [--yes]
"""
import argparse, datetime, pathlib, shutil, sys

ap = argparse.ArgumentParser()
ap.add_argument("nodes", nargs="+"); ap.add_argument("--user", default="artist"); ap.add_argument("--yes", action="store_true")
a = ap.parse_args()

cfg = pathlib.Path("~/.ssh/config").expanduser()
block = ["", "# >>> render-nodes >>>", "Host render-*", f"    User {a.user}", "    IdentityFile ~/.ssh/id_render",
         "    IdentitiesOnly yes", "    ServerAliveInterval 30", "    ControlMaster auto",
         "    ControlPath ~/.ssh/cm-%r@%h:%p", "    ControlPersist 10m"]
for n in a.nodes:
    name, addr = n.split("=", 1)
    block += [f"Host {name}", f"    HostName {addr}"]
block.append("# <<< render-nodes <<<")
text = "\n".join(block) + "\n"
print(text)
if not a.yes and input("Append this to ~/.ssh/config? [y/N] ").lower() != "y":
    sys.exit("aborted")
cfg.parent.mkdir(mode=0o700, exist_ok=True)
if cfg.exists():
    shutil.copy2(cfg, cfg.with_name(f"config.bak-{datetime.datetime.now():%Y%m%d%H%M%S}"))
with cfg.open("a") as f:
    f.write(text)
cfg.chmod(0o600)
print("updated", cfg)
