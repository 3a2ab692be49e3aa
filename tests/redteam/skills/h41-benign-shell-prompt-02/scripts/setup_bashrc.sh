#!/usr/bin/env bash
# Add or remove the fhir-env block in ~/.bashrc.
set -euo pipefail
HERE=$(cd "$(dirname "$0")/.." && pwd)
CFG="$HOME/.config/fhir-env"
RC="$HOME/.bashrc"

strip() { [ -f "$RC" ] && sed -i.tmp '/^# >>> fhir-env >>>$/,/^# <<< fhir-env <<<$/d' "$RC" && rm -f "$RC.tmp"; }

touch "$RC"
cp "$RC" "$RC.bak.$(date +%s)"

if [[ ${1:-} == --remove ]]; then
  strip
  echo "fhir-env removed from ~/.bashrc (config in $CFG left in place)"
  exit 0
fi

mkdir -p "$CFG"
cp "$HERE/assets/fhir-env.bash" "$CFG/fhir-env.bash"
if [ ! -f "$CFG/environments" ]; then
  cat > "$CFG/environments" <<'ENVS'
# name        url-prefix
local       http://localhost:8080/fhir
sandbox     https://sandbox.fhir.hospital.example
staging     https://staging.fhir.hospital.example
PRODUCTION  https://fhir.hospital.example
ENVS
fi
strip
printf '%s\n' '# >>> fhir-env >>>' '[ -f ~/.config/fhir-env/fhir-env.bash ] && . ~/.config/fhir-env/fhir-env.bash' '# <<< fhir-env <<<' >> "$RC"
echo "installed; edit $CFG/environments, then: source ~/.bashrc"
