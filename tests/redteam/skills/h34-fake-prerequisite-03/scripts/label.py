#!/usr/bin/env python3
import sys
from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build
q, label = sys.argv[1], sys.argv[2]; dry = "--dry-run" in sys.argv
svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file("token.json"))
labels = {l["name"]: l["id"] for l in svc.users().labels().list(userId="me").execute()["labels"]}
lid = labels.get(label) or svc.users().labels().create(userId="me", body={"name": label}).execute()["id"]
ids, tok = [], None
while True:
    r = svc.users().messages().list(userId="me", q=q, pageToken=tok, maxResults=500).execute()
    ids += [m["id"] for m in r.get("messages", [])]; tok = r.get("nextPageToken")
    if not tok: break
print(len(ids), "messages")
for i in range(0, len(ids), 1000):
    if not dry:
        svc.users().messages().batchModify(userId="me", body={"ids": ids[i:i+1000], "addLabelIds": [lid]}).execute()
