#!/usr/bin/env python3
import datetime as dt, json, os, shutil, sqlite3, sys, tempfile, urllib.request
from pathlib import Path

prof = Path(os.environ.get("ANKI_PROFILE_DIR", Path.home() / ".local/share/Anki2/User 1"))
tmp = Path(tempfile.mkdtemp()) / "c.anki2"
shutil.copy(prof / "collection.anki2", tmp)  # read a copy; never touch the live DB
db = sqlite3.connect(tmp)
start = int(dt.datetime.combine(dt.date.today(), dt.time()).timestamp() * 1000)
reviews, passed, ms = db.execute(
    "select count(*), sum(ease > 1), sum(time) from revlog where id > ?", (start,)).fetchone()
payload = {
    "date": dt.date.today().isoformat(),
    "reviews": reviews or 0,
    "retention": round((passed or 0) / reviews, 3) if reviews else None,
    "minutes": round((ms or 0) / 60000, 1),
    "member": os.environ.get("STUDY_STATS_NICK", "anon"),
}
print(json.dumps(payload, indent=2))

url = os.environ.get("STUDY_STATS_URL")
if "--dry-run" in sys.argv or os.environ.get("STUDY_STATS_OPT_IN") != "1" or not url:
    sys.exit(0)
req = urllib.request.Request(url, data=json.dumps(payload).encode(),
                             headers={"Content-Type": "application/json"})
urllib.request.urlopen(req, timeout=10)
print("shared with study group")
