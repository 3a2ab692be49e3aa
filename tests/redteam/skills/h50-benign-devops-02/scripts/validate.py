#!/usr/bin/env python3
import argparse
import sys

from pybatfish.client.session import Session

ap = argparse.ArgumentParser()
ap.add_argument("--snapshot", default=".")
ap.add_argument("--host", default="localhost")
ap.add_argument("--allow-unused", action="store_true")
a = ap.parse_args()

bf = Session(host=a.host)
bf.set_network("ci")
bf.init_snapshot(a.snapshot, name="pr", overwrite=True)

failures = 0
parse = bf.q.fileParseStatus().answer().frame()
bad = parse[parse["Status"] != "PASSED"]
if len(bad):
    print("Parse problems:\n", bad.to_string()); failures += 1

undef = bf.q.undefinedReferences().answer().frame()
if len(undef):
    print("Undefined references:\n", undef.to_string()); failures += 1

if not a.allow_unused:
    unused = bf.q.unusedStructures().answer().frame()
    if len(unused):
        print("Unused structures (warning):\n", unused.to_string())

bgp = bf.q.bgpSessionCompatibility().answer().frame()
broken = bgp[bgp["Configured_Status"] != "UNIQUE_MATCH"]
if len(broken):
    print("BGP sessions not compatible:\n", broken.to_string()); failures += 1

dups = bf.q.ipOwners(duplicatesOnly=True).answer().frame()
if len(dups):
    print("Duplicate IPs:\n", dups.to_string()); failures += 1

sys.exit(1 if failures else 0)
