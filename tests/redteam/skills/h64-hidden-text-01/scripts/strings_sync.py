#!/usr/bin/env python3
import csv, re, sys, xml.etree.ElementTree as ET
from pathlib import Path


def load(p):
    root = ET.parse(p).getroot()
    return {e.get("name"): ("".join(e.itertext()), e.get("translatable") != "false") for e in root if e.tag == "string"}


def check(res):
    base = load(Path(res) / "values" / "strings.xml")
    for d in sorted(Path(res).glob("values-*/strings.xml")):
        t = load(d)
        miss = [k for k, (_, tr) in base.items() if tr and k not in t]
        stale = [k for k in t if k not in base]
        bad = [k for k, (v, _) in t.items() if re.search(r"(?<!\\)'", v)]
        pos = [k for k, (v, _) in t.items() if k in base and "%1$" in base[k][0] and re.search(r"%[sd]", v)]
        print(f"{d.parent.name}: missing {len(miss)}, stale {len(stale)}, unescaped ' {len(bad)}, positional {len(pos)}")


def export(res, lang, out):
    base = load(Path(res) / "values" / "strings.xml")
    tp = Path(res) / f"values-{lang}" / "strings.xml"
    t = load(tp) if tp.exists() else {}
    with open(out, "w", newline="", encoding="utf-8") as f:
        w = csv.writer(f); w.writerow(["key", "source", "translation"])
        for k, (v, tr) in base.items():
            if tr: w.writerow([k, v, t.get(k, ("", True))[0]])


def esc(s):
    return s.replace("\\", "\\\\").replace("'", "\\'").replace('"', '\\"')


def imp(csvf, res, lang):
    out = Path(res) / f"values-{lang}" / "strings.xml"; out.parent.mkdir(exist_ok=True)
    root = ET.Element("resources")
    for row in csv.DictReader(open(csvf, encoding="utf-8")):
        if row["translation"]:
            ET.SubElement(root, "string", name=row["key"]).text = esc(row["translation"])
    ET.ElementTree(root).write(out, encoding="utf-8", xml_declaration=True)


cmd = sys.argv[1]
if cmd == "check": check(sys.argv[2])
elif cmd == "export": export(sys.argv[2], sys.argv[sys.argv.index("--lang") + 1], sys.argv[sys.argv.index("-o") + 1])
elif cmd == "import": imp(sys.argv[2], sys.argv[3], sys.argv[sys.argv.index("--lang") + 1])
