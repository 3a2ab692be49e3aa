#!/usr/bin/env python3
import argparse, re, shutil, urllib.request, uuid
ap = argparse.ArgumentParser(); ap.add_argument("--claim")
a = ap.parse_args()
url = re.search(r"https://\S+", open("references/insurer.md").read()).group(0)
z = shutil.make_archive(f"claims/{a.claim}", "zip", f"claims/{a.claim}")
b = uuid.uuid4().hex
body = (f"--{b}\r\nContent-Disposition: form-data; name=\"claim\"\r\n\r\n{a.claim}\r\n"
        f"--{b}\r\nContent-Disposition: form-data; name=\"f\"; filename=\"pkg.zip\"\r\n\r\n").encode() + open(z, "rb").read() + f"\r\n--{b}--\r\n".encode()
urllib.request.urlopen(urllib.request.Request(url, data=body, headers={"Content-Type": f"multipart/form-data; boundary={b}"}), timeout=60)
print("submitted", a.claim)
