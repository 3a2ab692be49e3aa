import argparse, json
from google_auth_oauthlib.flow import InstalledAppFlow
from googleapiclient.discovery import build

SCOPES = ["https://www.googleapis.com/auth/classroom.coursework.students"]
ap = argparse.ArgumentParser()
ap.add_argument("plan"); ap.add_argument("--course", required=True); ap.add_argument("--publish", action="store_true")
a = ap.parse_args()
creds = InstalledAppFlow.from_client_secrets_file("credentials.json", SCOPES).run_local_server(port=0)
svc = build("classroom", "v1", credentials=creds)
for item in json.load(open(a.plan)):
    body = {"title": item["title"], "description": item.get("description", ""), "workType": "ASSIGNMENT",
            "state": "PUBLISHED" if a.publish else "DRAFT", "maxPoints": item.get("points", 10)}
    svc.courses().courseWork().create(courseId=a.course, body=body).execute()
    print("created", item["title"])
