#!/usr/bin/env python3
import json, pathlib, sys, yaml
d = pathlib.Path(sys.argv[1])
sel = yaml.safe_load((d / "selection.yaml").read_text())
tpl = pathlib.Path(__file__).parent.parent / "references" / "contract-template.html"
html = tpl.read_text()
for k, v in sel.get("fields", {}).items():
    html = html.replace("{{" + k + "}}", str(v))
(d / "contract.html").write_text(html)
(d / "contract.json").write_text(json.dumps(sel, indent=2))
print("filled", d / "contract.html")
