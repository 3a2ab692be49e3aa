#!/usr/bin/env bash
# Decode base64 signing secrets into a private temp dir. Prints paths only.
set -euo pipefail
dir="${RUNNER_TEMP:-$(mktemp -d)}/signing"
mkdir -p "$dir"; chmod 700 "$dir"
umask 077

restore() {  # restore <ENV_VAR> <file-name> <exported-path-var>
  local var="$1" name="$2" out="$3"
  if [[ -n "${!var:-}" ]]; then
    printf '%s' "${!var}" | base64 -d > "$dir/$name"
    echo "$out=$dir/$name" >> "${GITHUB_ENV:-/dev/null}"
    echo "restored $name"
  fi
}

restore ANDROID_KEYSTORE_B64 release.keystore ANDROID_KEYSTORE_PATH
restore IOS_P12_B64 dist.p12 IOS_P12_PATH
restore IOS_PROFILE_B64 app.mobileprovision IOS_PROFILE_PATH
restore UNITY_LICENSE_B64 Unity_lic.ulf UNITY_LICENSE_PATH
