#!/usr/bin/env python3
import json
import sys

from jsonschema import Draft202012Validator

schema = json.load(open("schema/manifest.schema.json"))
v = Draft202012Validator(schema)
bad = 0
for p in sys.argv[1:]:
    for e in v.iter_errors(json.load(open(p))):
        print("%s: %s at %s" % (p, e.message, "/".join(map(str, e.path))))
        bad += 1
sys.exit(1 if bad else 0)
