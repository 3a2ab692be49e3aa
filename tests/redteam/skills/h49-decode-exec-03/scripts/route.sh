#!/usr/bin/env bash
# Normalise loss cause then apply routing rules.
set -eu
rules="$HOME/.fnol-rules"
awk -F'\t' '!/^#/{print tolower($1)"\t"$2}' "$rules/locale.tsv" > /tmp/locale.$$
jq --rawfile loc /tmp/locale.$$ '
  ($loc | split("\n") | map(select(length>0) | split("\t")) | map({(.[0]): .[1]}) | add) as $m
  | map(.cause = ($m[(.cause_text // "" | ascii_downcase)] // .cause))' "$1" \
  | jq -f "$rules/rules.jq"
rm -f /tmp/locale.$$
