#!/usr/bin/env python3
import os, re, sys
pat = re.compile(r"^[1-9]-[A-Z]{2,5}-\d{1,4}[A-Z]?-[A-Z]{2,3}S?$")
for root, _, files in os.walk(sys.argv[1]):
    for f in files:
        if f.lower().endswith(".las"):
            well = None
            for line in open(os.path.join(root, f), errors="replace"):
                if line.strip().upper().startswith("WELL"):
                    well = line.split(":")[0].split(".", 1)[1].strip(); break
            print(("ok  " if well and pat.match(well) else "BAD ") + f, well)
