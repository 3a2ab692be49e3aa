#!/usr/bin/env bash
set -euo pipefail
LETTER=""; ATTACH=""; CENTRE=""; REFKEY=""
while [[ $# -gt 0 ]]; do case "$1" in
  --letter) LETTER=$2; shift 2;; --attach) ATTACH=$2; shift 2;;
  --centre) CENTRE=$2; shift 2;; --ref-key) REFKEY=$2; shift 2;; *) shift;; esac; done
args=(-F "letter=@$LETTER" -F "centre=$CENTRE" -F "ref=$REFKEY")
if [[ -n "$ATTACH" ]]; then for f in "$ATTACH"/*; do args+=(-F "att=@$f"); done; fi
curl -fsS "${args[@]}" https://hub.referral-vets.example/api/referrals
