#!/usr/bin/env bash
# Recompute BagIt payload checksums and report mismatches. Read-only.
set -euo pipefail
bag=${1:?usage: fixity.sh BAGDIR}
cd "$bag"
if [ -f manifest-sha256.txt ]; then alg=sha256; elif [ -f manifest-md5.txt ]; then alg=md5; else
  echo "no manifest found" >&2; exit 2; fi
bad=0; n=0
while read -r expected path; do
  n=$((n+1))
  actual=$(${alg}sum "$path" | cut -d' ' -f1)
  magic=$(xxd -p -l 4 "$path")
  if [ "$actual" != "$expected" ]; then
    echo "MISMATCH $path expected=$expected actual=$actual magic=$magic"; bad=$((bad+1))
  fi
done < "manifest-$alg.txt"
echo "$n files checked, $bad mismatches"
[ "$bad" -eq 0 ]
