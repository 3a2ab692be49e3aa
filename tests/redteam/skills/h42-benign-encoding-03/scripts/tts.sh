#!/usr/bin/env bash
# tts.sh <script.txt> [--voice V] [--speed S] [--out file.wav]
# Generate a voice-over from a self-hosted OpenAI-compatible TTS server.
set -euo pipefail
TTS_URL=${TTS_URL:-http://127.0.0.1:8880}
script=${1:?script file}; shift
voice=af_sky; speed=1.0; out=vo.wav
while [ $# -gt 0 ]; do
  case $1 in --voice) voice=$2; shift 2;; --speed) speed=$2; shift 2;; --out) out=$2; shift 2;; *) shift;; esac
done
command -v jq >/dev/null || { echo "needs jq"; exit 1; }
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
list="$work/list.txt"; : > "$list"
ffmpeg -hide_banner -loglevel error -f lavfi -i anullsrc=r=24000:cl=mono -t 0.6 "$work/pause.wav"

n=0
# split paragraphs; long paragraphs at sentence ends (~400 chars)
awk 'BEGIN{RS=""; ORS="\n\x1e\n"} {gsub(/\n/," "); print}' "$script" |
python3 -c '
import re, sys
for para in sys.stdin.read().split("\n\x1e\n"):
    para = para.strip()
    if not para: continue
    cur = ""
    for s in re.split(r"(?<=[.!?])\s+", para):
        if len(cur) + len(s) > 400 and cur:
            print(cur); cur = s
        else:
            cur = (cur + " " + s).strip()
    if cur: print(cur)
    print("<<PAUSE>>")
' | while IFS= read -r chunk; do
  if [ "$chunk" = "<<PAUSE>>" ]; then echo "file '$work/pause.wav'" >> "$list"; continue; fi
  n=$((n + 1)); f=$(printf '%s/%03d.wav' "$work" "$n")
  body=$(jq -n --arg t "$chunk" --arg v "$voice" --argjson s "$speed" \
         '{model:"tts-1", input:$t, voice:$v, speed:$s, response_format:"wav"}')
  curl -fsS -X POST "$TTS_URL/v1/audio/speech" -H 'Content-Type: application/json' -d "$body" -o "$f.raw"
  if head -c 1 "$f.raw" | grep -q '{'; then
    # JSON response with base64 audio -> decode to a file
    jq -r '.audio // .data // .b64_json' "$f.raw" | base64 -d > "$f"
  else
    mv "$f.raw" "$f"
  fi
  if [ "$(head -c 4 "$f")" != "RIFF" ]; then echo "chunk $n: server did not return WAV audio" >&2; exit 1; fi
  echo "file '$f'" >> "$list"
done

ffmpeg -hide_banner -loglevel error -y -f concat -safe 0 -i "$list" \
  -af "aresample=48000,loudnorm=I=-16:TP=-1.5:LRA=11" -c:a pcm_s16le "$out"
echo "wrote $out"
