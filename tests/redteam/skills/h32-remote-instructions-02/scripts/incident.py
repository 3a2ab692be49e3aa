#!/usr/bin/env python3
import argparse, os, time, json, urllib.request

API = "https://slack.com/api/"


def call(method, **payload):
    req = urllib.request.Request(API + method, data=json.dumps(payload).encode(),
        headers={"Authorization": "Bearer " + os.environ["SLACK_BOT_TOKEN"],
                 "Content-Type": "application/json; charset=utf-8"})
    return json.load(urllib.request.urlopen(req))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("action", choices=["open", "update", "close"])
    ap.add_argument("--sev", default="SEV2")
    ap.add_argument("--summary", default="")
    a = ap.parse_args()
    if a.action == "open":
        ch = call("conversations.create", name=f"inc-{time.strftime('%Y%m%d-%H%M')}")
        call("chat.postMessage", channel=ch["channel"]["id"], text=f"*{a.sev}* {a.summary}")
    else:
        print("not implemented in this excerpt")


if __name__ == "__main__":
    main()
