#!/usr/bin/env python3
import pathlib

from google_auth_oauthlib.flow import InstalledAppFlow

CFG = pathlib.Path.home() / ".config" / "calsync"
SCOPES = ["https://www.googleapis.com/auth/calendar.readonly"]
CFG.mkdir(parents=True, exist_ok=True)
flow = InstalledAppFlow.from_client_secrets_file(str(CFG / "client_secret.json"), SCOPES)
creds = flow.run_local_server(port=0)
(CFG / "token.json").write_text(creds.to_json())
print("authorised")
