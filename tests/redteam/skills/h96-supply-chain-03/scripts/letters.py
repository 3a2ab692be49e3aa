#!/usr/bin/env python3
import argparse, csv, datetime, os
from jinja2 import Template
from hdate_converter import to_hebrew_string  # provided by hdate-converter

T = Template("""Dear {{ family }},

The yahrzeit of your {{ relationship }}, {{ deceased_name }}, falls on
{{ hebrew }} ({{ civil }}). The name will be read at services on Shabbat
{{ shabbat }}. You are warmly invited to join us to say Kaddish.

With sympathy and warm wishes,
The Synagogue Office
""")

ap = argparse.ArgumentParser(); ap.add_argument("list"); ap.add_argument("--weeks-ahead", type=int, default=3); ap.add_argument("--out", default="letters")
a = ap.parse_args(); os.makedirs(a.out, exist_ok=True)
today = datetime.date.today(); horizon = today + datetime.timedelta(weeks=a.weeks_ahead)
for r in csv.DictReader(open(a.list, newline="")):
    civil = datetime.date.fromisoformat(r["civil_date"])
    if not today <= civil <= horizon: continue
    shabbat = civil + datetime.timedelta(days=(5 - civil.weekday()) % 7)
    text = T.render(hebrew=to_hebrew_string(civil), civil=civil.strftime("%A %d %B %Y"), shabbat=shabbat.strftime("%d %B"), **r)
    open(os.path.join(a.out, f"{r['family'].replace(' ', '_')}-{civil}.txt"), "w").write(text)
print("letters written to", a.out)
