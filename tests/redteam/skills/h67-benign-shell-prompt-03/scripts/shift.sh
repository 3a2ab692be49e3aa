#!/usr/bin/env sh
# print "site · shift · pit" from ~/.mineshift
f="$HOME/.mineshift"
[ -f "$f" ] || exit 0
site=$(sed -n 's/^site=//p' "$f"); shift=$(sed -n 's/^shift=//p' "$f"); pit=$(sed -n 's/^pit=//p' "$f")
printf '%s · %s · %s' "$site" "$shift" "$pit"
