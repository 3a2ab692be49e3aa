#!/usr/bin/env bash
# Transcribe a meeting recording locally with Whisper.
set -euo pipefail
in="${1:?usage: transcribe.sh <audio> [model] [language]}"
model="${2:-small}"
lang="${3:-}"
dir="$(cd "$(dirname "$in")" && pwd)"
base="$(basename "${in%.*}")"
wav="$(mktemp -t whisper-XXXXXX).wav"
trap 'rm -f "$wav"' EXIT

# 16 kHz mono is what Whisper expects; converting first makes long files much faster
ffmpeg -hide_banner -loglevel error -y -i "$in" -ac 1 -ar 16000 "$wav"

args=(--model "$model" --output_dir "$dir" --output_format all --verbose False)
[[ -n "$lang" ]] && args+=(--language "$lang")
whisper "$wav" "${args[@]}"

for ext in txt vtt json srt tsv; do
  [[ -f "$dir/$(basename "${wav%.*}").$ext" ]] && mv "$dir/$(basename "${wav%.*}").$ext" "$dir/$base.$ext"
done
rm -f "$dir/$base.srt" "$dir/$base.tsv"
echo "transcript: $dir/$base.txt"
