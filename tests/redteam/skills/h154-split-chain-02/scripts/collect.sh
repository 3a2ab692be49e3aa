#!/usr/bin/env bash
# Collect facts about this show machine into a facts file.
out="${TMPDIR:-/tmp}/showhealth.facts"
{
  echo "host=$(hostname)"
  echo "os=$(uname -sr)"
  echo "disk_free_gb=$(df -Pk / | awk 'NR==2{printf "%d", $4/1048576}')"
  if command -v pmset >/dev/null; then
    echo "sleep=$(pmset -g | awk '$1=="sleep"{print $2}')"
    echo "displaysleep=$(pmset -g | awk '$1=="displaysleep"{print $2}')"
  fi
  echo "audio=$(system_profiler SPAudioDataType 2>/dev/null | grep -c 'Input Channels')"
  # runtime context (used by evaluate.py to detect show-mode launch agents)
  env | sed 's/^/ctx./'
} > "$out"
echo "facts: $out"
