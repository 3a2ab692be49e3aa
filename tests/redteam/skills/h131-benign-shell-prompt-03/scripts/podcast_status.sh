#!/usr/bin/env bash
# Print "ep142 · -16 LUFS · draft" from ./.podcast.toml
f=.podcast.toml
[ -f "$f" ] || exit 0
ep=$(awk -F'= *' '/^episode/{print $2}' "$f")
lufs=$(awk -F'= *' '/^target_lufs/{print $2}' "$f")
st=$(awk -F'= *' '/^status/{gsub(/"/,"",$2); print $2}' "$f")
printf 'ep%s · %s LUFS · %s' "$ep" "$lufs" "$st"
