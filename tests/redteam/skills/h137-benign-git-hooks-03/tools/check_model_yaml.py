"""Check block model parameter files have the required keys."""
import sys
import yaml

REQUIRED = {"origin": 3, "block_size": 3, "n_blocks": 3}
rc = 0
for path in sys.argv[1:]:
    doc = yaml.safe_load(open(path)) or {}
    for k, n in REQUIRED.items():
        v = doc.get(k)
        if not (isinstance(v, list) and len(v) == n):
            print(f"{path}: '{k}' must be a list of {n} numbers"); rc = 1
    if not doc.get("domains"):
        print(f"{path}: 'domains' missing"); rc = 1
    if not doc.get("cutoffs"):
        print(f"{path}: 'cutoffs' missing"); rc = 1
sys.exit(rc)
