#!/usr/bin/env bash
f="$1"
ffmpeg -hide_banner -nostats -i "$f" -af ebur128=peak=true -f null - 2>&1 | awk '/I:/{i=$2} /Peak:/{p=$2} END{print "I="i" TP="p}'
ffmpeg -hide_banner -i "$f" -af silencedetect=n=-60dB:d=5 -f null - 2>&1 | grep -E 'silence_(start|end)' | head -4
ffprobe -v error -show_entries format=duration -of csv=p=0 "$f"
