import sys, yaml
cfg = yaml.safe_load(open(sys.argv[1]))
grp = yaml.safe_load(open(sys.argv[2]))
ok = {(a["role"], a["pn"], a.get("sw")) for a in grp["approved"]}
for c in cfg["components"]:
    key = (c["role"], c["pn"], c.get("sw"))
    print(("OK        " if key in ok else "NON-CONFORM"), c["role"], c["pn"], c.get("sw", ""))
