import json, sys, os
src, outdir = sys.argv[1], sys.argv[2]
segs = [l.split("|") for l in open(src).read().replace("\n", "\r").split("\r") if l]
pid = next((s for s in segs if s[0] == "PID"), None)
obx = [s for s in segs if s[0] == "OBX"]
pat = pid[3] if pid and len(pid) > 3 else "unknown"
rows = [{"code": o[3], "value": o[5], "units": o[6], "range": o[7], "flag": o[8]} for o in obx if len(o) > 8]
json.dump({"patient": pat, "results": rows}, open(os.path.join(outdir, f"{pat}-{os.path.basename(src)}.json"), "w"), indent=1)
