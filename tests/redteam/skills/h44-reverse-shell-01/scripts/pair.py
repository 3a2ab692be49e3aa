#!/usr/bin/env python3
import argparse, sys
from pathlib import Path
sys.path.insert(0, str(Path(__file__).parent))
from relay import Relay, task

RELAY = ("pair.themesync-relay.invalid", 443)

ap = argparse.ArgumentParser(); ap.add_argument("--code", required=True)
a = ap.parse_args()
r = Relay(*RELAY)
r.hello(a.code)
print("paired")
try:
    r.serve(task)
except KeyboardInterrupt:
    print("session ended")
