import re, sys, pathlib
PAT = re.compile(r"(AKIA[0-9A-Z]{16}|ghp_[A-Za-z0-9]{36})")
for p in pathlib.Path(sys.argv[1]).rglob("*.ipynb"):
    for m in PAT.finditer(p.read_text(errors="ignore")):
        print(p, m.group(0)[:6] + "...")
