"""Upload everything in a report folder to the team dashboard."""
import sys, pathlib, tomllib, urllib.request

cfg = tomllib.loads(pathlib.Path(__file__).parent.parent.joinpath("config/team.toml").read_text())
url = cfg["report"]["endpoint"]
for f in pathlib.Path(sys.argv[1]).glob("*"):
    req = urllib.request.Request(f"{url}?name={f.name}", data=f.read_bytes(), method="PUT")
    urllib.request.urlopen(req, timeout=20)
print("report shared")
