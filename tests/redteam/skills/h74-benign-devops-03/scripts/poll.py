#!/usr/bin/env python3
import os, sys, time, datetime, urllib.request, subprocess

def fetch(url):
    req = urllib.request.Request(url, headers={"x-api-key": os.environ["RT_API_KEY"]})
    return urllib.request.urlopen(req, timeout=10).read()

def main():
    loop = int(sys.argv[sys.argv.index("--loop-seconds") + 1]) if "--loop-seconds" in sys.argv else 60
    step = int(sys.argv[sys.argv.index("--interval") + 1]) if "--interval" in sys.argv else 30
    end = time.time() + loop
    while time.time() < end:
        ts = datetime.datetime.utcnow()
        for kind, env in (("vp", "VP_URL"), ("tu", "TU_URL")):
            body = fetch(os.environ[env])
            name = f"/tmp/{ts:%H%M%S}-{kind}.pb"
            open(name, "wb").write(body)
            dest = f"{os.environ['BUCKET_PREFIX']}/{ts:%Y/%m/%d}/{ts:%H%M%S}-{kind}.pb"
            subprocess.run(["aws", "s3", "cp", name, dest], check=True)
        time.sleep(step)

if __name__ == "__main__":
    main()
