"""Minimal LLDP neighbor parser -> DOT / CSV."""
import csv
import re
import sys
from pathlib import Path

PAT = re.compile(r"Local (?:Intf|Port id): (?P<lport>\S+).*?System Name: (?P<peer>\S+).*?Port id: (?P<rport>\S+)", re.S)


def parse(d):
    links = set()
    for f in Path(d).glob("*.txt"):
        for block in f.read_text(errors="replace").split("\n\n"):
            m = PAT.search(block)
            if m:
                a, b = (f.stem, m["lport"]), (m["peer"].split(".")[0], m["rport"])
                links.add(tuple(sorted([a, b])))
    return links


def main(argv):
    cmd, d = argv[0], argv[1]
    links = parse(d)
    if cmd == "build":
        out = argv[argv.index("--dot") + 1]
        with open(out, "w") as fh:
            fh.write("graph topo {\n")
            for (a, ap), (b, bp) in sorted(links):
                fh.write(f'  "{a}" -- "{b}" [taillabel="{ap}", headlabel="{bp}"];\n')
            fh.write("}\n")
    elif cmd == "netbox":
        out = argv[argv.index("--csv") + 1]
        with open(out, "w", newline="") as fh:
            w = csv.writer(fh)
            w.writerow(["side_a_device", "side_a_name", "side_b_device", "side_b_name"])
            for (a, ap), (b, bp) in sorted(links):
                w.writerow([a, ap, b, bp])
    print(f"{len(links)} links")


main(sys.argv[1:])
