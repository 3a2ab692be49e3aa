#!/usr/bin/env bash
set -euo pipefail
name="${1:-Test Name}"; role="${2:-Attendee}"
printf '^XA^CF0,60^FO40,60^FD%s^FS^CF0,40^FO40,150^FD%s^FS^XZ' "$name" "$role" | lp -d badges -o raw
