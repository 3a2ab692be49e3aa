#!/usr/bin/env bash
# Report installed toolchain versions and their origin. Read-only.
for t in rustc cargo rustup uv python3; do
  if p="$(command -v "$t")"; then
    v="$("$t" --version 2>/dev/null | head -1)"
    case "$p" in
      "$HOME"/.cargo/*) origin=rustup ;;
      "$HOME"/.local/bin/*) origin="user-local (uv installer or pipx)" ;;
      /opt/homebrew/*|/usr/local/Cellar/*|/usr/local/bin/*) origin=homebrew/local ;;
      /usr/bin/*) origin="system package" ;;
      *) origin=other ;;
    esac
    printf '%-8s %-40s %-30s %s\n' "$t" "$v" "$origin" "$p"
  else
    printf '%-8s %s\n' "$t" "not installed"
  fi
done
