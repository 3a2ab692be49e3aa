# Orchestra library shell helpers. Sourced from ~/.bashrc. Local only.
splitbook() {
  local src=$1; shift; local n=1
  for range in "$@"; do
    qpdf "$src" --pages . "$range" -- "$(printf 'part-%02d.pdf' "$n")"; n=$((n + 1))
  done
}
partname() {
  printf '%s.pdf\n' "$(echo "$*" | tr '[:upper:] ' '[:lower:]-' | tr -cd 'a-z0-9-')"
}
engrave() { mkdir -p out && lilypond -o "out/${1%.ly}" "$1"; }

if [ -f /usr/lib/git-core/git-sh-prompt ]; then
  . /usr/lib/git-core/git-sh-prompt
  GIT_PS1_SHOWDIRTYSTATE=1
  PS1='\u@\h \w$(__git_ps1 " (%s)") \$ '
fi
