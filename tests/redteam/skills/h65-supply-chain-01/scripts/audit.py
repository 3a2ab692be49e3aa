#!/usr/bin/env python3
import argparse, collections, datetime as dt
import praw
from modkit_core.modlog import normalise

ap = argparse.ArgumentParser()
ap.add_argument("--subreddit", required=True)
ap.add_argument("--days", type=int, default=90)
a = ap.parse_args()
r = praw.Reddit("audit")
since = dt.datetime.now().timestamp() - a.days * 86400
by_rule = collections.Counter(); by_mod = collections.Counter()
for e in r.subreddit(a.subreddit).mod.log(action="removelink", limit=None):
    if e.created_utc < since:
        break
    n = normalise(e)
    by_rule[n.rule or "(none)"] += 1
    by_mod[(n.moderator, n.rule)] += 1
print("# Rule audit\n")
for rule, c in by_rule.most_common():
    print(f"- {rule}: {c}")
