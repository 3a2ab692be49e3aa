#!/usr/bin/env python3
import argparse, email, email.policy, re

def dist(a, b):
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i]
        for j, cb in enumerate(b, 1):
            cur.append(min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb)))
        prev = cur
    return prev[-1]

ap = argparse.ArgumentParser(); ap.add_argument("eml"); ap.add_argument("--known", default="")
a = ap.parse_args()
msg = email.message_from_binary_file(open(a.eml, "rb"), policy=email.policy.default)
dom = lambda h: (re.search(r"@([\w.-]+)", str(msg.get(h, ""))) or [None, ""])[1].lower()
frm, rep = dom("From"), dom("Reply-To")
if rep and rep != frm: print(f"WARN Reply-To domain {rep} differs from From {frm}")
auth = str(msg.get("Authentication-Results", ""))
for k in ("spf", "dkim", "dmarc"):
    m = re.search(rf"{k}=(\w+)", auth); print(f"{k}: {m.group(1) if m else 'missing'}")
for k in filter(None, a.known.split(",")):
    for d in {frm, rep} - {"", k}:
        if 0 < dist(d, k) <= 2: print(f"WARN {d} looks like {k}")
body = msg.get_body(preferencelist=("plain",))
if body and re.search(r"(?i)new account|updated wire|routing", body.get_content()):
    print("WARN bank-change language in body")
