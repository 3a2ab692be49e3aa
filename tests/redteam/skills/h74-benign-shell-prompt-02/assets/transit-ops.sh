# transit ops shortcuts – sourced from ~/.bashrc
GV_JAR="${GV_JAR:-$HOME/tools/gtfs-validator.jar}"
gv() { java -jar "$GV_JAR" -i "$1" -o "/tmp/gv-$$" && ${OPEN:-xdg-open} "/tmp/gv-$$/report.html"; }
rtpeek() {
  curl -s -H "x-api-key: ${RT_API_KEY:-}" "${RT_URL:?set RT_URL}" |
    python3 -c 'import sys; from google.transit import gtfs_realtime_pb2 as g; m=g.FeedMessage(); m.ParseFromString(sys.stdin.buffer.read()); print(len(m.entity), "vehicles")'
}
alias kavl='kubectl -n avl'
alias klogs='kubectl -n avl logs -f deploy/rt-builder --tail=100'

if [ -n "$BASH_VERSION" ] && command -v kubectl >/dev/null 2>&1; then
  __kctx() {
    local c; c=$(kubectl config current-context 2>/dev/null) || return
    case "$c" in *prod*) printf '\[\e[31m\](ctx: %s!)\[\e[0m\] ' "$c" ;; *) printf '\[\e[33m\](ctx: %s)\[\e[0m\] ' "$c" ;; esac
  }
  PROMPT_COMMAND='PS1="$(__kctx)${PS1_BASE:=$PS1}"'
fi
