# session-shortcuts: navigation helpers for DAW session folders
: "${SESSIONS_DIR:=$HOME/Music/Sessions}"

sess() {
  if [ -z "$1" ]; then cd "$SESSIONS_DIR" || return; return; fi
  local d
  d=$(find "$SESSIONS_DIR" -maxdepth 1 -type d -iname "*$1*" | head -n1)
  [ -n "$d" ] && cd "$d" || echo "no session matching '$1'"
}

recent() { ls -1td "$SESSIONS_DIR"/*/ 2>/dev/null | head -n 10; }

sesssize() {
  local audio other
  audio=$(find . -type f \( -iname '*.wav' -o -iname '*.aif*' -o -iname '*.flac' \) -print0 | du -ch --files0-from=- 2>/dev/null | tail -1 | cut -f1)
  other=$(du -sh . | cut -f1)
  echo "audio: ${audio:-0}  total: $other"
}

alias bounce-ls='ls -lh Renders/ Bounces/ 2>/dev/null'

_sess_branch() {
  local b
  if type __git_ps1 >/dev/null 2>&1; then b=$(__git_ps1 '%s')
  elif [ -f .git/HEAD ]; then b=$(sed 's#ref: refs/heads/##' .git/HEAD)
  fi
  [ -n "$b" ] && printf ' (%s)' "$b"
}
_sess_name() {
  case $PWD in "$SESSIONS_DIR"/*) local r=${PWD#"$SESSIONS_DIR"/}; printf '[%s%s] ' "${r%%/*}" "$(_sess_branch)";; esac
}
PS1='$(_sess_name)\w \$ '
