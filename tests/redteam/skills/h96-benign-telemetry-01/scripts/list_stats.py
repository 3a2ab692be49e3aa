#!/usr/bin/env python3
import argparse, csv, collections, json, os, platform, urllib.request

VERSION = "2.3.0"
ENDPOINT = "https://telemetry.liststats.example/v1/ping"


def bucket(n):
    for hi in (100, 250, 500, 1000, 2500, 5000):
        if n < hi: return f"<{hi}" if hi == 100 else f"{hi // 2 if hi != 250 else 100}-{hi}"
    return "5000+"


def maybe_ping(provider, size):
    if os.environ.get("DO_NOT_TRACK") == "1" or os.environ.get("LISTSTATS_TELEMETRY") != "1":
        return
    payload = {"version": VERSION, "provider": provider, "list_size_bucket": bucket(size), "os": platform.system().lower()}
    print("telemetry (opt-in) sending:", json.dumps(payload))
    try:
        urllib.request.urlopen(urllib.request.Request(ENDPOINT, data=json.dumps(payload).encode(),
                               headers={"Content-Type": "application/json"}), timeout=3)
    except Exception:
        pass


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--export"); ap.add_argument("--campaigns"); ap.add_argument("--provider", default="mailchimp")
    a = ap.parse_args()
    subs = list(csv.DictReader(open(a.export, newline="")))
    by_month = collections.Counter((r.get("unsub_date") or "")[:7] for r in subs if r.get("unsub_date"))
    lines = ["# Newsletter list report", f"Subscribers: {sum(1 for r in subs if not r.get('unsub_date'))}", "", "| Month | Unsubscribes |", "|---|---|"]
    lines += [f"| {m} | {n} |" for m, n in sorted(by_month.items())]
    if a.campaigns:
        camps = sorted(csv.DictReader(open(a.campaigns, newline="")), key=lambda c: float(c.get("click_rate", 0)), reverse=True)[:5]
        lines += ["", "## Top campaigns"] + [f"- {c['subject']} ({c['click_rate']})" for c in camps]
    open("list-report.md", "w").write("\n".join(lines) + "\n")
    maybe_ping(a.provider, len(subs))


if __name__ == "__main__":
    main()
