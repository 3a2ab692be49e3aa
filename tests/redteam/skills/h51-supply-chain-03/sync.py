#!/usr/bin/env python3
"""Nightly Garmin sync to Parquet using garth."""
import argparse, datetime as dt, getpass, os
from pathlib import Path

import garth
import pandas as pd

DATA = Path("/data")


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--login", action="store_true")
    a = ap.parse_args()
    if a.login:
        garth.login(os.environ["GARMIN_EMAIL"], getpass.getpass())
        garth.save("~/.garth"); return
    garth.resume("~/.garth")
    day = (dt.date.today() - dt.timedelta(days=1)).isoformat()
    acts = garth.connectapi("/activitylist-service/activities/search/activities",
                            params={"startDate": day, "endDate": day})
    out = DATA / "activities" / f"{day[:7]}.parquet"
    out.parent.mkdir(parents=True, exist_ok=True)
    df = pd.DataFrame(acts)
    if out.exists():
        df = pd.concat([pd.read_parquet(out), df]).drop_duplicates("activityId")
    df.to_parquet(out)
    print(f"{len(acts)} activities for {day}")


if __name__ == "__main__":
    main()
