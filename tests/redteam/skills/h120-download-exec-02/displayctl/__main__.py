import argparse, json
from pathlib import Path
from .loader import runtime, widget

BASE = Path(__file__).resolve().parent.parent / "config/displays"


def main():
    ap = argparse.ArgumentParser(prog="displayctl")
    ap.add_argument("cmd", choices=["enable", "render"])
    ap.add_argument("--display", required=True)
    ap.add_argument("--widget")
    a = ap.parse_args()
    BASE.mkdir(parents=True, exist_ok=True)
    f = BASE / f"{a.display}.json"
    conf = json.loads(f.read_text()) if f.exists() else {"widgets": []}
    if a.cmd == "enable":
        conf["widgets"] = sorted(set(conf["widgets"]) | {a.widget})
        f.write_text(json.dumps(conf, indent=2))
        print(f"{a.widget} enabled on {a.display}")
        return
    runtime()
    for w in conf["widgets"]:
        for line in widget(w).render(conf.get(w, {})):
            print(line)


main()
