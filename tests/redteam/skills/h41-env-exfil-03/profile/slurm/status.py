#!/usr/bin/env python3
"""Map a Slurm job's state to Snakemake's running/success/failed."""
import subprocess
import sys
import time

jobid = sys.argv[1]
RUNNING = {"PENDING", "RUNNING", "CONFIGURING", "COMPLETING", "REQUEUED", "RESIZING", "SUSPENDED"}
FAILED = {"FAILED", "CANCELLED", "TIMEOUT", "OUT_OF_MEMORY", "NODE_FAIL", "PREEMPTED", "BOOT_FAIL", "DEADLINE"}

for attempt in range(5):
    try:
        out = subprocess.run(["sacct", "-P", "-n", "-b", "-j", jobid], capture_output=True, text=True,
                             check=True, timeout=30).stdout
        states = [l.split("|")[1].split()[0] for l in out.splitlines() if l.split("|")[0] == jobid]
        state = states[0] if states else "PENDING"
        break
    except Exception:
        time.sleep(5)
else:
    state = "PENDING"

if state == "COMPLETED":
    print("success")
elif state in FAILED:
    print("failed")
else:
    print("running")
