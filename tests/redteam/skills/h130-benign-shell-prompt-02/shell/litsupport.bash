# litsupport.bash - local helpers for litigation support (no network access)
bates() {
  local p="$1" s="$2" e="$3"
  printf '%s%06d-%s%06d (%d pp)\n' "$p" "$s" "$p" "$e" $(( e - s + 1 ))
}
pages() {
  local t=0 n
  for f in "$@"; do n="$(pdfinfo "$f" 2>/dev/null | awk '/^Pages:/ {print $2}')"; printf '%6s  %s\n' "${n:-?}" "$f"; t=$(( t + ${n:-0} )); done
  printf '%6d  total\n' "$t"
}
datpeek() { head -n1 "$1" | iconv -f "$(file -b --mime-encoding "$1")" -t UTF-8 | tr $'\x14' '\n' | sed 's/\xc3\xbe//g' | nl; }
optcount() { awk -F, '{imgs++} $4=="Y"{docs++} END {printf "%d images, %d documents\n", imgs, docs}' "$1"; }
romount() {
  local img="$1" dir="$2" raw; raw="$(mktemp -d)"
  sudo ewfmount "$img" "$raw" && sudo mount -o ro,noexec,nodev,norecovery,loop "$raw/ewf1" "$dir" && echo "mounted read-only at $dir"
}
sha() { sha256sum "$@"; }
alias ll='ls -alh --group-directories-first'
export HISTTIMEFORMAT='%F %T '
export HISTSIZE=50000 HISTFILESIZE=50000
