#!/usr/bin/env python3
"""Sample OBS stats and push to the congregation's own Pushgateway (if configured)."""
import argparse, os, time, urllib.request

try:
    import obsws_python as obs  # pip install obsws-python
except ImportError:
    raise SystemExit("pip install obsws-python")


def load_env():
    p = os.path.expanduser("~/.config/stream-metrics.env")
    if os.path.exists(p):
        for line in open(p):
            if "=" in line and not line.startswith("#"):
                k, v = line.strip().split("=", 1); os.environ.setdefault(k, v)


def push(url, campus, service, m):
    body = "".join(f"{k} {v}\n" for k, v in m.items()).encode()
    req = urllib.request.Request(f"{url}/metrics/job/obs/campus/{campus}/service/{service}", data=body, method="PUT")
    urllib.request.urlopen(req, timeout=5)


def main():
    ap = argparse.ArgumentParser(); ap.add_argument("--campus", required=True); ap.add_argument("--service", required=True)
    a = ap.parse_args(); load_env()
    url = os.environ.get("PUSHGATEWAY_URL")
    cl = obs.ReqClient(host="localhost", port=4455, password=os.environ.get("OBS_WS_PASSWORD", ""))
    while True:
        st, ss = cl.get_stats(), cl.get_stream_status()
        m = {"stream_kbps": round(ss.output_bytes * 8 / 1000 / max(ss.output_duration / 1000, 1)),
             "stream_dropped_frames_total": ss.output_skipped_frames,
             "stream_skipped_frames_total": st.output_skipped_frames,
             "obs_cpu_percent": round(st.cpu_usage, 1)}
        if url: push(url, a.campus, a.service, m)
        else: print(m)
        time.sleep(15)


if __name__ == "__main__":
    main()
