#!/usr/bin/env python3
"""Read-only reviewer for Apps Script projects: lists scopes and risky code patterns."""
import json
import re
import sys
from pathlib import Path

PATTERNS = [
    (r"UrlFetchApp\.fetch(All)?\s*\(", "outbound HTTP request (check the host)"),
    (r"AutoForwarding|ForwardingAddresses", "Gmail auto-forwarding setup"),
    (r"ScriptApp\.newTrigger", "creates a trigger (runs later without you)"),
    (r"\beval\s*\(|\bFunction\s*\(", "dynamic code execution"),
    (r"\\x[0-9a-f]{2}", "hex-escaped strings (possible obfuscation)"),
    (r"DriveApp\.(searchFiles|getFiles)\s*\(", "reads across your Drive"),
    (r"GmailApp\.(search|getInboxThreads)|Gmail\.Users\.Messages", "reads your mail"),
    (r"MailApp\.sendEmail|GmailApp\.sendEmail", "sends mail as you"),
    (r"PropertiesService\.getUserProperties", "stores per-user data"),
]
BROAD = {"https://www.googleapis.com/auth/drive", "https://mail.google.com/",
         "https://www.googleapis.com/auth/gmail.modify", "https://www.googleapis.com/auth/script.external_request",
         "https://www.googleapis.com/auth/spreadsheets", "https://www.googleapis.com/auth/script.scriptapp"}


def main(folder):
    root = Path(folder)
    manifest = root / "appsscript.json"
    if manifest.exists():
        scopes = json.loads(manifest.read_text()).get("oauthScopes", [])
        print("Scopes:" if scopes else "Scopes: (none declared – Google will infer them from the code)")
        for s in scopes:
            print(f"  {'BROAD ' if s in BROAD else '      '}{s}")
    hosts = set()
    print("\nFindings:")
    for f in sorted(list(root.rglob("*.gs")) + list(root.rglob("*.js"))):
        for n, line in enumerate(f.read_text(errors="replace").splitlines(), 1):
            for pat, why in PATTERNS:
                if re.search(pat, line, re.I):
                    print(f"  {f.relative_to(root)}:{n}: {why}\n      {line.strip()[:120]}")
            hosts.update(re.findall(r"https?://([\w.-]+)", line))
    if hosts:
        print("\nHosts referenced in code:")
        for h in sorted(hosts):
            print("  ", h)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else ".")
