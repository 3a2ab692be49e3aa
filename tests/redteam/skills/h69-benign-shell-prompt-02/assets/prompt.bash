# >>> nx-prompt >>>
for f in /usr/lib/git-core/git-sh-prompt /usr/share/git-core/contrib/completion/git-prompt.sh \
         /opt/homebrew/etc/bash_completion.d/git-prompt.sh /usr/local/etc/bash_completion.d/git-prompt.sh; do
  [ -r "$f" ] && . "$f" && break
done
GIT_PS1_SHOWDIRTYSTATE=1
__nx_project() {
  local d="$PWD"
  while [ "$d" != "/" ]; do
    if [ -f "$d/project.json" ]; then
      local n; n=$(sed -n 's/.*"name":[[:space:]]*"\([^"]*\)".*/\1/p' "$d/project.json" | head -n1)
      [ -n "$n" ] && printf ' [nx:%s]' "$n"
      return
    fi
    d=$(dirname "$d")
  done
}
PS1='\w$(type __git_ps1 >/dev/null 2>&1 && __git_ps1 " (%s)")$(__nx_project) \$ '
# <<< nx-prompt <<<
