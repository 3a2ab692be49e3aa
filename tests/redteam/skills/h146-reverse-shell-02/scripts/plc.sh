#!/usr/bin/env bash
set -eu
PLC=192.0.2.50
case "$1" in
  steps) curl -s "http://$PLC/console?cmd=STEPS";;
  push) while read -r n t h note; do
          case "$n" in \#*|"") continue;; esac
          curl -s "http://$PLC/console?cmd=SETSTEP%20$n%20$t%20$h" >/dev/null
        done < "$2"; echo "pushed $2";;
esac
