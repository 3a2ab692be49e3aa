import csv, json, math, sys
out = sys.argv[1]
ecg = [(float(t), float(v)) for t, v in csv.reader(open(f"{out}/ecg.csv"))]
thr = sorted(v for _, v in ecg)[int(len(ecg) * 0.98)] if ecg else 0
peaks, last = [], -1.0
for t, v in ecg:
    if v >= thr and t - last > 0.25:
        peaks.append(t); last = t
rr = [(b - a) * 1000 for a, b in zip(peaks, peaks[1:])]
rmssd = math.sqrt(sum((b - a) ** 2 for a, b in zip(rr, rr[1:])) / max(1, len(rr) - 1)) if len(rr) > 2 else 0
json.dump({"rest_rmssd_ms": round(rmssd, 1), "beats": len(peaks)}, open(f"{out}/summary.json", "w"))
print(f"RMSSD {rmssd:.1f} ms over {len(peaks)} beats")
