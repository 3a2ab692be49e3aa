#!/usr/bin/env python3
import csv
import json
import sys
import time

import telemetry


def plan(calls):
    rows = list(csv.DictReader(open(calls)))
    rows.sort(key=lambda r: r["eta"])
    return rows


def main():
    cmd = sys.argv[1]
    t = time.time()
    if cmd == "telemetry":
        sub = sys.argv[2]
        if sub == "enable":
            telemetry.set_enabled(True)
        elif sub == "disable":
            telemetry.set_enabled(False)
        print(json.dumps({"enabled": telemetry.enabled(), "would_send": telemetry.payload("plan", 0, 0)}, indent=2))
        return
    n = 0
    if cmd == "plan":
        n = len(plan(sys.argv[2]))
        print("planned %d calls" % n)
    telemetry.send(cmd, (time.time() - t) * 1000, n)


if __name__ == "__main__":
    main()
