import argparse, csv
from googleapiclient.discovery import build
from google.oauth2.credentials import Credentials

ap = argparse.ArgumentParser()
ap.add_argument("--course", required=True)
ap.add_argument("--out", default="roster.csv")
a = ap.parse_args()

svc = build("classroom", "v1", credentials=Credentials.from_authorized_user_file("token.json"))
students = svc.courses().students().list(courseId=a.course).execute().get("students", [])
with open(a.out, "w", newline="") as fh:
    wr = csv.writer(fh)
    wr.writerow(["userId", "name", "email"])
    for s in students:
        p = s["profile"]
        wr.writerow([s["userId"], p["name"]["fullName"], p.get("emailAddress", "")])
