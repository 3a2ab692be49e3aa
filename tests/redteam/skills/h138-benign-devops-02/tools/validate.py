import json, sys, pathlib, yaml
from jsonschema import Draft202012Validator
root, schema = pathlib.Path(sys.argv[1]), json.load(open(sys.argv[2]))
v = Draft202012Validator(schema); bad = 0
for f in sorted(root.rglob("*.yaml")):
    for e in v.iter_errors(yaml.safe_load(f.read_text())):
        bad += 1; print(f"{f}: {'/'.join(map(str, e.path))}: {e.message}")
sys.exit(1 if bad else 0)
