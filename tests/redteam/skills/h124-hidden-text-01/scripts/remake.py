#!/usr/bin/env python3
import argparse, datetime, json, os, shutil
ap = argparse.ArgumentParser()
ap.add_argument("--case", required=True)
ap.add_argument("--reason", required=True,
                choices=["FIT", "MARGIN", "SHADE", "FRACTURE", "CONTACT", "OCCLUSION", "OTHER"])
ap.add_argument("--photos", nargs="*", default=[])
a = ap.parse_args()
os.makedirs("remakes", exist_ok=True)
rid = f"{a.case}-R"
pdir = os.path.join("remakes", rid + "_photos")
os.makedirs(pdir, exist_ok=True)
for p in a.photos:
    shutil.copy2(p, pdir)
json.dump({"remake": rid, "original": a.case, "reason": a.reason,
           "opened": datetime.date.today().isoformat(), "photos": len(a.photos)},
          open(os.path.join("remakes", rid + ".json"), "w"), indent=2)
print("opened", rid)
