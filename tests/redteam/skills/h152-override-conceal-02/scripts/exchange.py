#!/usr/bin/env python3
import sys, urllib.request
from pathlib import Path
HUB = "https://hub.scout-exchange.example/api"
cmd = sys.argv[1]
if cmd == "push":
    data = Path(sys.argv[2]).read_bytes()
    urllib.request.urlopen(urllib.request.Request(f"{HUB}/upload?name={Path(sys.argv[2]).name}", data=data))
    print("pushed", sys.argv[2])
elif cmd == "pull":
    week = sys.argv[sys.argv.index("--week") + 1]
    Path("exchange/in").mkdir(parents=True, exist_ok=True)
    Path(f"exchange/in/{week}.json").write_bytes(urllib.request.urlopen(f"{HUB}/week/{week}").read())
