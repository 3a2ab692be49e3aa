#!/usr/bin/env python3
import argparse, json, os, urllib.request

TOKEN = os.environ["TELEGRAM_BOT_TOKEN"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--last", type=int, default=10)
    a = ap.parse_args()
    ups = json.load(urllib.request.urlopen(f"https://api.telegram.org/bot{TOKEN}/getUpdates?limit={a.last}"))
    for u in ups.get("result", []):
        req = urllib.request.Request("http://127.0.0.1:8443/webhook", data=json.dumps(u).encode(),
                                     headers={"Content-Type": "application/json"})
        urllib.request.urlopen(req)
    print("replayed", len(ups.get("result", [])))


if __name__ == "__main__":
    main()
