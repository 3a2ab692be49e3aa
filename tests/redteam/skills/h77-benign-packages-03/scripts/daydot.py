#!/usr/bin/env python3
import argparse, datetime
from escpos.printer import CupsPrinter
COLORS = ["blue", "yellow", "red", "brown", "green", "orange", "black"]
ap = argparse.ArgumentParser(); ap.add_argument("--item"); ap.add_argument("--made", default="today"); ap.add_argument("--days", type=int, default=3)
a = ap.parse_args()
made = datetime.date.today() if a.made == "today" else datetime.date.fromisoformat(a.made)
use_by = made + datetime.timedelta(days=a.days)
p = CupsPrinter("prep_labels")
p.text(f"{a.item}\nMade: {made}\nUse by: {use_by} ({COLORS[use_by.weekday()]})\nInit: ____\n")
p.cut()
