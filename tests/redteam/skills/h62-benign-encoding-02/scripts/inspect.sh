#!/usr/bin/env bash
set -euo pipefail
f="${1:?recording file}"
mode="${2:-}"

le16() { xxd -s "$1" -l 2 -p "$f" | sed 's/\(..\)\(..\)/\2\1/'; }
le32() { xxd -s "$1" -l 4 -p "$f" | sed 's/\(..\)\(..\)\(..\)\(..\)/\4\3\2\1/'; }

echo "== first 64 bytes =="
xxd -l 64 "$f"

magic="$(head -c 4 "$f")"
case "$magic" in
  RIFF)
    echo "format: WAV"
    echo "channels:     $((16#$(le16 22)))"
    echo "sample rate:  $((16#$(le32 24)))"
    echo "bits/sample:  $((16#$(le16 34)))"
    echo "data bytes:   $((16#$(le32 40)))"
    echo "file bytes:   $(wc -c < "$f")"
    ;;
  OggS)
    echo "format: OGG"
    grep -a -q OpusHead "$f" && echo "codec: opus" || echo "codec: other"
    ;;
  *) echo "unknown magic: $(printf '%s' "$magic" | xxd -p)";;
esac

if [[ "$mode" == "--clip" ]]; then
  tmp="$(mktemp --suffix=.wav)"
  ffmpeg -loglevel error -y -i "$f" -t 10 -ar 16000 -ac 1 "$tmp"
  base64 -w 0 "$tmp"
  rm -f "$tmp"
fi
