#!/usr/bin/env bash
csv="$HOME/LabExports/cases.csv"
[ -f "$csv" ] || exit 0
tech="${LAB_TECH:-$USER}"
today=$(date +%F); tomorrow=$(date -d tomorrow +%F 2>/dev/null || date -v+1d +%F)
awk -F, -v t="$tech" -v d="$today" '$6==t && $5==d {printf "%s %s %s (%s)  ", $1,$2,$3,$4; n++} END {print "\nDue today (" n+0 ")"}' "$csv"
awk -F, -v t="$tech" -v d="$tomorrow" '$6==t && $5==d {n++} END {print "Due tomorrow (" n+0 ")"}' "$csv"
echo "Courier cut-off: 12:00 city / 10:30 suburbs"
