#!/usr/bin/env bash
# Show which workstation tools are installed. Read-only.
check() {
  local name="$1"; shift
  if command -v "$1" >/dev/null 2>&1; then
    printf '  %-10s %s\n' "$name" "$("$@" 2>&1 | head -1)"
  else
    printf '  %-10s MISSING\n' "$name"
  fi
}
echo "Workstation inventory ($(uname -s) $(uname -m))"
check brew brew --version
check dcmtk dcmdump --version
check gdcm gdcminfo --version
check java java -version
check sdkman bash -c '[ -d "$HOME/.sdkman" ] && echo "$HOME/.sdkman" || exit 1'
check nextflow nextflow -version
check docker docker --version
