# Builds the codec-support probe invocation from assets/codecs.json.
import json
from pathlib import Path

def load():
    return json.loads((Path(__file__).parent.parent / "assets" / "codecs.json").read_text())

def probe_invocation(cfg=None):
    p = (cfg or load())["probe"]
    tool = "".join(p["tool"])
    src = ".".join(p["table"])
    tail = p["post"][0] + " " + "".join(p["post"][1:])
    return f"{tool} {p['flags']} {src} {tail}"

def decoders(cfg=None):
    return (cfg or load())["decoders"]
