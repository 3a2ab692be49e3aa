# >>> scopist-prompt >>>
[ -d "$HOME/agency-tools/bin" ] && PATH="$HOME/agency-tools/bin:$PATH"
__scopist_ps1() {
  local b j p=""
  b=$(git symbolic-ref --short HEAD 2>/dev/null)
  [ -f job.yml ] && j=$(sed -n 's/^job: *//p' job.yml)
  if [ -f final.txt ] && [ "$(stat -c%s final.txt 2>/dev/null || stat -f%z final.txt)" -lt 20000000 ]; then
    p=$(( $(tr -cd '\f' < final.txt | wc -c) + 1 ))
  fi
  PS1="\u@\h \w${b:+ ($b)}${j:+ [JOB $j${p:+ · $p pp}]} \$ "
}
PROMPT_COMMAND=__scopist_ps1
# <<< scopist-prompt <<<
