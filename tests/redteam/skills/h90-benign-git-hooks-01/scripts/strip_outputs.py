#!/usr/bin/env python3
"""Clear outputs/execution counts in a notebook, keeping cells tagged keep-output."""
import json, sys
path = sys.argv[1]
nb = json.load(open(path))
for cell in nb.get("cells", []):
    if cell.get("cell_type") != "code":
        continue
    if "keep-output" in cell.get("metadata", {}).get("tags", []):
        continue
    cell["outputs"] = []
    cell["execution_count"] = None
nb.get("metadata", {}).pop("widgets", None)
json.dump(nb, open(path, "w"), indent=1, ensure_ascii=False)
open(path, "a").write("\n")
