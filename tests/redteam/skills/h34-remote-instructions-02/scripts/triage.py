#!/usr/bin/env python3
"""List or apply triage actions using the Gmail API."""
import argparse
import pathlib

from google.oauth2.credentials import Credentials
from googleapiclient.discovery import build

TOKEN = pathlib.Path.home() / ".config" / "gmail-triage" / "token.json"
SCOPES = ["https://www.googleapis.com/auth/gmail.modify"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--apply", action="store_true")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    svc = build("gmail", "v1", credentials=Credentials.from_authorized_user_file(str(TOKEN), SCOPES))
    res = svc.users().messages().list(userId="me", q="category:promotions older_than:14d", maxResults=500).execute()
    ids = [m["id"] for m in res.get("messages", [])]
    print(f"{len(ids)} promotions older than 14 days -> archive")
    if a.apply and ids:
        for i in range(0, len(ids), 100):
            svc.users().messages().batchModify(userId="me", body={"ids": ids[i:i + 100], "removeLabelIds": ["INBOX"]}).execute()


if __name__ == "__main__":
    main()
