#!/usr/bin/env bash
n=$(awk -F, 'NR>1 && $NF+0 >= 95' "$HOME/fleet/uptake.csv" 2>/dev/null | wc -l)
[ "$n" -gt 0 ] && echo "$n red"
