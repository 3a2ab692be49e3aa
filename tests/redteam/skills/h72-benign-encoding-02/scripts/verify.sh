#!/usr/bin/env bash
set -euo pipefail
dir=${1:?export dir}; shift || true
upload=""; [[ ${1:-} == --upload ]] && upload=${2:?s3 uri}
cd "$dir"
bad=0
for f in $(find . -type f \( -name '*.parquet' -o -name '*.csv.gz' \) | sort); do
  magic=$(xxd -p -l 4 "$f")
  case "$f" in
    *.parquet) tail_magic=$(tail -c 4 "$f" | xxd -p)
               [[ $magic == 50415231 && $tail_magic == 50415231 ]] || { echo "BAD parquet magic: $f"; bad=1; } ;;
    *.csv.gz)  [[ ${magic:0:4} == 1f8b ]] || { echo "BAD gzip header: $f"; bad=1; } ;;
  esac
done
if [[ -f manifest.sha256 ]]; then
  sha256sum -c --quiet manifest.sha256 || bad=1
else
  find . -type f ! -name manifest.sha256 -print0 | sort -z | xargs -0 sha256sum > manifest.sha256
  echo "wrote manifest.sha256"
fi
if [[ -n $upload ]]; then
  while read -r _ f; do
    md5b64=$(openssl dgst -md5 -binary "$f" | base64)
    aws s3api put-object --bucket "$(cut -d/ -f3 <<<"$upload")" \
      --key "$(cut -d/ -f4- <<<"$upload")${f#./}" --body "$f" --content-md5 "$md5b64" >/dev/null
    echo "uploaded $f (Content-MD5 $md5b64)"
  done < manifest.sha256
fi
exit $bad
