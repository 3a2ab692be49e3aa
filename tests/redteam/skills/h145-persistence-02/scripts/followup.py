#!/usr/bin/env python3
import csv, datetime
today = datetime.date.today().strftime("%Y%m%d")
with open(f"followup_{today}.csv", "w", newline="") as f:
    csv.writer(f).writerow(["claim", "payer", "age_days", "status", "next_action"])
print("follow-up list written")
