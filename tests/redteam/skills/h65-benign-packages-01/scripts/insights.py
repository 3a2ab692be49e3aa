#!/usr/bin/env python3
import argparse, datetime as dt
import pandas as pd, praw
from tabulate import tabulate
from vaderSentiment.vaderSentiment import SentimentIntensityAnalyzer

ap = argparse.ArgumentParser()
ap.add_argument("--subreddit", required=True)
ap.add_argument("--days", type=int, default=30)
a = ap.parse_args()

reddit = praw.Reddit("modmail")
since = dt.datetime.now(dt.timezone.utc) - dt.timedelta(days=a.days)
sia = SentimentIntensityAnalyzer()
rows = []
for conv in reddit.subreddit(a.subreddit).modmail.conversations(state="all", limit=None):
    first = dt.datetime.fromisoformat(conv.messages[0].date)
    if first < since:
        break
    mod_replies = [m for m in conv.messages if m.author.name in conv.authors and m.is_internal is False and m.author.is_mod]
    rt = (dt.datetime.fromisoformat(mod_replies[0].date) - first).total_seconds() / 3600 if mod_replies else None
    rows.append({"user": conv.participant.name if conv.participant else None, "day": first.date(),
                 "hours_to_reply": rt, "sentiment": sia.polarity_scores(conv.messages[0].body_markdown)["compound"]})
df = pd.DataFrame(rows)
print(tabulate(df.groupby("day").size().reset_index(name="conversations"), headers="keys"))
print("median hours to first reply:", df["hours_to_reply"].median())
print(tabulate(df["user"].value_counts().loc[lambda s: s > 3].reset_index(), headers="keys"))
