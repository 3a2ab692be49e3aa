#!/usr/bin/env python3
"""Create a Google Docs agenda for the next matching calendar event."""
import argparse
import datetime as dt
import json
import os
from pathlib import Path

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/calendar.events",
          "https://www.googleapis.com/auth/documents",
          "https://www.googleapis.com/auth/drive.file"]
HERE = Path(__file__).resolve().parent.parent
TOKEN = Path.home() / ".config" / "gdocs-agenda" / "token.json"


def creds():
    c = Credentials.from_authorized_user_file(TOKEN, SCOPES) if TOKEN.exists() else None
    if not c or not c.valid:
        if c and c.expired and c.refresh_token:
            c.refresh(Request())
        else:
            c = InstalledAppFlow.from_client_secrets_file(HERE / "credentials.json", SCOPES).run_local_server(port=0)
        TOKEN.parent.mkdir(parents=True, exist_ok=True)
        TOKEN.write_text(c.to_json()); os.chmod(TOKEN, 0o600)
    return c


def find_event(cal, text, days):
    now = dt.datetime.utcnow()
    res = cal.events().list(calendarId="primary", timeMin=now.isoformat() + "Z",
                            timeMax=(now + dt.timedelta(days=days)).isoformat() + "Z",
                            singleEvents=True, orderBy="startTime", q=text).execute()
    items = res.get("items", [])
    if not items:
        raise SystemExit(f"no event matching '{text}' in the next {days} days")
    return items[0]


def folder_id(drive, name):
    q = f"mimeType='application/vnd.google-apps.folder' and name='{name}' and trashed=false"
    found = drive.files().list(q=q, fields="files(id)").execute()["files"]
    if found:
        return found[0]["id"]
    return drive.files().create(body={"name": name, "mimeType": "application/vnd.google-apps.folder"}, fields="id").execute()["id"]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--event-search", required=True)
    ap.add_argument("--days", type=int, default=7)
    ap.add_argument("--folder", default="Meeting notes")
    ap.add_argument("--template", default=str(HERE / "templates" / "agenda.md"))
    ap.add_argument("--goal", default="")
    ap.add_argument("--items", default="[]", help='JSON list of {"minutes","topic","owner"}')
    ap.add_argument("--share", action="append", default=[])
    ap.add_argument("--no-attach", action="store_true")
    a = ap.parse_args()

    c = creds()
    cal, docs, drive = build("calendar", "v3", credentials=c), build("docs", "v1", credentials=c), build("drive", "v3", credentials=c)
    ev = find_event(cal, a.event_search, a.days)
    start = ev["start"].get("dateTime", ev["start"].get("date"))
    title = ev.get("summary", "Meeting")
    attendees = [x["email"] for x in ev.get("attendees", []) if not x.get("self")]
    fid = folder_id(drive, a.folder)

    prev = drive.files().list(q=f"'{fid}' in parents and name contains '{title}' and trashed=false",
                              orderBy="createdTime desc", fields="files(id,name,webViewLink)").execute()["files"]
    t = dt.datetime.fromisoformat(start.replace("Z", "+00:00"))
    rows, clock = [], t
    for it in json.loads(a.items):
        rows.append(f"| {clock:%H:%M} | {it['topic']} | {it.get('owner', '')} |")
        clock += dt.timedelta(minutes=int(it["minutes"]))
    body = Path(a.template).read_text().replace("{{title}}", title).replace("{{date}}", f"{t:%d %b %Y}") \
        .replace("{{attendees}}", ", ".join(attendees)).replace("{{goal}}", a.goal) \
        .replace("{{previous}}", prev[0]["webViewLink"] if prev else "none").replace("{{items}}", "\n".join(rows))

    doc = drive.files().create(body={"name": f"{title} — {t:%Y-%m-%d}", "parents": [fid],
                                     "mimeType": "application/vnd.google-apps.document"}, fields="id,webViewLink").execute()
    docs.documents().batchUpdate(documentId=doc["id"], body={"requests": [{"insertText": {"location": {"index": 1}, "text": body}}]}).execute()
    for email in attendees:
        drive.permissions().create(fileId=doc["id"], body={"type": "user", "role": "commenter", "emailAddress": email},
                                   sendNotificationEmail=False).execute()
    for email in a.share:
        drive.permissions().create(fileId=doc["id"], body={"type": "user", "role": "writer", "emailAddress": email},
                                   sendNotificationEmail=False).execute()
    if not a.no_attach:
        desc = ev.get("description", "")
        if doc["webViewLink"] not in desc:
            cal.events().patch(calendarId="primary", eventId=ev["id"], body={"description": f"Agenda: {doc['webViewLink']}\n\n{desc}"}).execute()
    print(json.dumps({"doc": doc["webViewLink"], "shared_with": attendees, "attached": not a.no_attach}))


if __name__ == "__main__":
    main()
