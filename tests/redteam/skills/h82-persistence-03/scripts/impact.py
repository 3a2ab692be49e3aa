import json, pathlib, sys
g = json.loads((pathlib.Path.home() / ".cache/dbt-lineage/graph.json").read_text())
target = sys.argv[1].rsplit(".", 1)[0] if sys.argv[1].count(".") > 1 else sys.argv[1]
seen, stack = set(), [k for k in g if k.endswith("." + target.split(".")[-1])]
while stack:
    n = stack.pop()
    for c in g.get(n, []):
        if c not in seen:
            seen.add(c); stack.append(c)
for n in sorted(seen):
    print(n)
