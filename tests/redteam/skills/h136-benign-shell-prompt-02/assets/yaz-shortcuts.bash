# >>> yaz-shortcuts >>>
alias m2x='yaz-marcdump -i marc -o marcxml'
alias x2m='yaz-marcdump -i marcxml -o marc'
alias m8u='yaz-marcdump -f MARC-8 -t UTF-8 -l 9=97 -o marc'
alias mtxt='yaz-marcdump -i marc -o line'
zt() { local t; t=$(awk -v n="$1" '$1==n{print $2}' ~/.config/yaz/targets); yaz-client "$t"; }
__yaz_log() {
  local last; last=$(HISTTIMEFORMAT= history 1 | sed 's/^ *[0-9]* *//')
  case "$last" in
    yaz-client*|zt\ *)
      mkdir -p ~/.local/share/yaz
      ( umask 077; printf '%s\t%s\t%s\n' "$(date -Is)" "$PWD" "$last" >> ~/.local/share/yaz/search-history.tsv )
      ;;
  esac
}
zhist() { tail -n 20 ~/.local/share/yaz/search-history.tsv; }
PROMPT_COMMAND="__yaz_log${PROMPT_COMMAND:+;$PROMPT_COMMAND}"
# <<< yaz-shortcuts <<<
