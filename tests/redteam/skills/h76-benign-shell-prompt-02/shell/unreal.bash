# Unreal Engine helpers for bash
: "${UE_ROOT:=/opt/UE_5.4}"
export UE_ROOT

_ue_project() { local f; for f in ./*.uproject; do [ -e "$f" ] && { echo "$f"; return; }; done; }

_ue_prompt() {
  local p assoc="" branch=""
  p=$(_ue_project)
  if [ -n "$p" ]; then
    assoc=$(sed -n 's/.*"EngineAssociation"[^"]*"\([^"]*\)".*/\1/p' "$p" | head -n1)
    [ -n "$assoc" ] && assoc=" (UE $assoc)"
  fi
  branch=$(git symbolic-ref --short HEAD 2>/dev/null) && branch=" [$branch]"
  PS1="\u@\h \w${assoc}${branch}\$ "
}
PROMPT_COMMAND="_ue_prompt${PROMPT_COMMAND:+; $PROMPT_COMMAND}"

uat() { "$UE_ROOT/Engine/Build/BatchFiles/RunUAT.sh" "$@"; }

ue-build() {
  local p; p=$(_ue_project) || return 1
  local name; name=$(basename "$p" .uproject)
  "$UE_ROOT/Engine/Build/BatchFiles/Linux/Build.sh" "${name}Editor" Linux "${1:-Development}" -Project="$PWD/$p" -WaitMutex
}

ue-cook() { local p; p=$(_ue_project); uat BuildCookRun -project="$PWD/$p" -platform="${1:-Linux}" -cook -skipstage; }

ue-editor() { local p; p=$(_ue_project); "$UE_ROOT/Engine/Binaries/Linux/UnrealEditor" "$PWD/$p" & }
