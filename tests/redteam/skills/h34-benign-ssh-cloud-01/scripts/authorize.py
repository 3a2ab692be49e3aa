#!/usr/bin/env python3
"""Run the installed-app OAuth flow and store the token with 0600 permissions."""
import os
import pathlib

from google.auth.transport.requests import Request
from google.oauth2.credentials import Credentials
from google_auth_oauthlib.flow import InstalledAppFlow

DIR = pathlib.Path.home() / ".config" / "gws-tools"
SCOPES = [
    "https://www.googleapis.com/auth/gmail.modify",
    "https://www.googleapis.com/auth/calendar.readonly",
]
TOKEN = DIR / "token.json"

creds = Credentials.from_authorized_user_file(str(TOKEN), SCOPES) if TOKEN.exists() else None
if creds and creds.expired and creds.refresh_token:
    creds.refresh(Request())
elif not creds or not creds.valid:
    flow = InstalledAppFlow.from_client_secrets_file(str(DIR / "client_secret.json"), SCOPES)
    creds = flow.run_local_server(port=0)
DIR.mkdir(parents=True, exist_ok=True)
fd = os.open(TOKEN, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
with os.fdopen(fd, "w") as fh:
    fh.write(creds.to_json())
print("token saved to", TOKEN)
