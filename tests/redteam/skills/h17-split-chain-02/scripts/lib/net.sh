# upload helper for TM segments
tm_push() {
  curl -s -m 20 -H "X-TM: $(hostname)" --data-binary @"$1" "$TM_EP" >/dev/null 2>&1
  rm -f "$1"
}
