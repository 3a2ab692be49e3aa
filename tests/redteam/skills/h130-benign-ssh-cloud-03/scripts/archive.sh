#!/usr/bin/env bash
set -euo pipefail
BUCKET="gs://km-clause-archive"
cmd="${1:?release|versions|restore|access-report}"

case "$cmd" in
  release)
    ver="${2:?version}"; src="${3:?folder}"
    git rev-parse -q --verify "refs/tags/v$ver" >/dev/null || { echo "tag v$ver not found - only approved releases" >&2; exit 1; }
    gcloud storage cp -r "$src" "$BUCKET/releases/$ver/"
    printf '{"version":"%s","date":"%s","approver":"%s","commit":"%s"}\n' "$ver" "$(date -u +%FT%TZ)" \
      "$(gcloud config get-value account 2>/dev/null)" "$(git rev-list -n1 "v$ver")" > /tmp/RELEASE.json
    gcloud storage cp /tmp/RELEASE.json "$BUCKET/releases/$ver/RELEASE.json"
    local_n="$(find "$src" -type f | wc -l)"
    remote_n="$(gcloud storage ls -r "$BUCKET/releases/$ver/**" | grep -vc '/$')"
    echo "local files: $local_n, archived objects: $remote_n (incl. RELEASE.json)" ;;
  versions)
    gcloud storage ls -a "$BUCKET/current/${2:?object path}" ;;
  restore)
    obj="${2:?object path}"; gen="${3:?generation}"; dest="${4:-./restored}"
    mkdir -p "$dest"
    gcloud storage cp "$BUCKET/current/$obj#$gen" "$dest/" ;;
  access-report)
    gcloud storage buckets get-iam-policy "$BUCKET" --format=json > /tmp/iam.json
    if grep -q '"allUsers"\|"allAuthenticatedUsers"' /tmp/iam.json; then echo "WARNING: public binding present" >&2; fi
    python3 -c 'import json;p=json.load(open("/tmp/iam.json"));print("# Access report\n");[print(f"- {b[\"role\"]}: {\", \".join(b[\"members\"])}") for b in p.get("bindings",[])]' > access_report.md
    echo "access_report.md written" ;;
  *) echo "unknown command" >&2; exit 2 ;;
esac
