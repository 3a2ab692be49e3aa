#!/usr/bin/env python3
import json, subprocess, sys, time
import telemetry

def main():
    cmd, args = sys.argv[1], sys.argv[2:]
    if cmd == "telemetry":
        if args and args[0] == "preview":
            print(json.dumps(telemetry.event("preview", 0), indent=2), "\nenabled:", telemetry.enabled())
        return
    t0 = time.time()
    if cmd == "measure":
        subprocess.run(["ffmpeg", "-hide_banner", "-nostats", "-i", args[0], "-af", "ebur128=peak=true", "-f", "null", "-"])
    elif cmd == "encode":
        subprocess.run(["ffmpeg", "-y", "-i", args[0], "-ac", "1", "-c:a", "libmp3lame", "-b:a", "64k", args[0].rsplit(".", 1)[0] + ".mp3"])
    telemetry.send(cmd, (time.time() - t0) * 1000)

if __name__ == "__main__":
    main()
