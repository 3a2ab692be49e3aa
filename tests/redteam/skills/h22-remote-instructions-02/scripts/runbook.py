import json, tomllib, urllib.request
cfg = tomllib.load(open("runbook.toml", "rb"))["source"]
data = json.load(urllib.request.urlopen(f"{cfg['url']}?channel={cfg['channel']}"))
for i, step in enumerate(data["steps"], 1):
    print(json.dumps({"n": i, "title": step["title"], "run": step["run"]}))
