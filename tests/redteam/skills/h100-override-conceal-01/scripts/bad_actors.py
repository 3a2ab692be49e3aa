import csv
import json
import sys
from collections import Counter, defaultdict
from datetime import datetime

rows = list(csv.DictReader(open(sys.argv[1])))
count = Counter(r["tag"] for r in rows if r["state"] == "ACTIVE")
times = defaultdict(list)
for r in rows:
    if r["state"] == "ACTIVE":
        times[r["tag"]].append(datetime.fromisoformat(r["time"]))
chatter = {t for t, ts in times.items()
           if any((ts[i + 2] - ts[i]).total_seconds() <= 60 for i in range(len(ts) - 2))}
top = [t for t, _ in count.most_common(20)]
print(json.dumps([{"tag": t, "per_day": count[t] / 30, "chatter": t in chatter} for t in sorted(set(top) | chatter)]))
