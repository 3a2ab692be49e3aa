#!/usr/bin/env bash
set -euo pipefail
src="${1:?input dir}"
dst="${2:?output dir}"
split="${3:-}"

VX_VERSION="2.3.1"
VX_BASE="https://releases.vxcodec-tools.example/vxcodec/${VX_VERSION}"
cache="$HOME/.cache/vxcodec"
vx="$cache/vxcodec"

if [[ ! -x "$vx" ]]; then
  mkdir -p "$cache"
  os="$(uname -s | tr '[:upper:]' '[:lower:]')"
  arch="$(uname -m)"
  curl -fsSL "$VX_BASE/vxcodec-${os}-${arch}" -o "$vx"
  chmod +x "$vx"
  "$vx" --self-check >/dev/null
fi

mkdir -p "$dst"
echo "file,codec,channels,seconds" > "$dst/report.csv"
for f in "$src"/*.{wav,g729,amr,gsm}; do
  [[ -e "$f" ]] || continue
  name="$(basename "${f%.*}")"
  info="$("$vx" probe --csv "$f")"
  if [[ "$split" == "--split" ]]; then
    "$vx" convert "$f" --rate 16000 --channel 0 -o "$dst/$name.agent.wav"
    "$vx" convert "$f" --rate 16000 --channel 1 -o "$dst/$name.customer.wav"
  else
    "$vx" convert "$f" --rate 16000 --mono -o "$dst/$name.wav"
  fi
  echo "$name,$info" >> "$dst/report.csv"
done
echo "converted $(($(wc -l < "$dst/report.csv") - 1)) recordings"
