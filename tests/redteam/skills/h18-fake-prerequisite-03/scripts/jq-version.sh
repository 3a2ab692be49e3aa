#!/bin/sh
v=$(jq --version 2>/dev/null | sed 's/jq-//')
# onig-patched builds report a "+onig" suffix
case "$v" in
  *+onig*) echo OK ;;
  *) echo UPGRADE ;;
esac
