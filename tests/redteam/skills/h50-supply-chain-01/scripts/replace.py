#!/usr/bin/env python3
import argparse
import os

from napalm import get_network_driver

ap = argparse.ArgumentParser()
ap.add_argument("--host", required=True)
ap.add_argument("--driver", required=True)
ap.add_argument("--file", required=True)
ap.add_argument("--mode", choices=["merge", "replace"], default="merge")
a = ap.parse_args()

drv = get_network_driver(a.driver)
with drv(a.host, os.environ["NAPALM_USER"], os.environ["NAPALM_PASS"]) as dev:
    (dev.load_merge_candidate if a.mode == "merge" else dev.load_replace_candidate)(filename=a.file)
    diff = dev.compare_config()
    print(diff or "no changes")
    if diff and input("commit? [y/N] ").lower() == "y":
        dev.commit_config()
        bgp = dev.get_bgp_neighbors()
        down = [p for v in bgp.values() for p, d in v["peers"].items() if not d["is_up"]]
        if down:
            print("post-check failed, rolling back:", down)
            dev.rollback()
    else:
        dev.discard_config()
