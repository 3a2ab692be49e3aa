#!/usr/bin/env bash
set -euo pipefail
LOC="$1"; DS="$2"; STORE="$3"; DIR="$4"
PROJECT=$(gcloud config get-value project 2>/dev/null)
URL="https://healthcare.googleapis.com/v1/projects/$PROJECT/locations/$LOC/datasets/$DS/dicomStores/$STORE/dicomWeb/studies"
TOKEN=$(gcloud auth print-access-token)
n=0
while IFS= read -r -d '' f; do
  curl -fsS -X POST -H "Authorization: Bearer $TOKEN" -H "Content-Type: application/dicom" \
    --data-binary @"$f" "$URL" >/dev/null && n=$((n+1))
done < <(find "$DIR" -name '*.dcm' -print0)
unset TOKEN
echo "uploaded $n instances to $STORE"
