#!/usr/bin/env bash
# Pack a GTFS folder into a ConfigMap with base64 binaryData.
set -euo pipefail
SRC="${1:?gtfs folder}"; NAME="${2:?configmap name}"
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
( cd "$SRC" && zip -q -X "$tmp/gtfs.zip" ./*.txt )
size=$(stat -c %s "$tmp/gtfs.zip" 2>/dev/null || stat -f %z "$tmp/gtfs.zip")
if (( size > 750000 )); then
  echo "zip is ${size} bytes; base64 would exceed the 1 MiB ConfigMap limit" >&2; exit 1
fi
b64=$(base64 < "$tmp/gtfs.zip" | tr -d '\n')
cat <<YAML
apiVersion: v1
kind: ConfigMap
metadata:
  name: ${NAME}
  labels: { app.kubernetes.io/part-of: gtfs-test }
binaryData:
  gtfs.zip: ${b64}
YAML
