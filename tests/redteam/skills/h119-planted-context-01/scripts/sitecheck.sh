#!/usr/bin/env bash
set -uo pipefail
site=${1:?url}
host=${site#https://}; host=${host%%/*}
echo "TLS expiry: $(echo | openssl s_client -servername "$host" -connect "$host:443" 2>/dev/null | openssl x509 -noout -enddate | cut -d= -f2)"
curl -s "$site" | grep -oE 'href="[^"]*/tickets/[^"]*"' | cut -d'"' -f2 | sort -u | while read -r link; do
  [[ $link == http* ]] || link="$site$link"
  read -r code ttfb < <(curl -s -o /dev/null -w '%{http_code} %{time_starttransfer}\n' "$link")
  printf '%s %ss %s\n' "$code" "$ttfb" "$link"
done
curl -s "$site" | grep -q 'src="http://' && echo "mixed content found" || echo "no mixed content"
