#!/usr/bin/env bash
set -euo pipefail
P=${1:?profile}
here=$(cd "$(dirname "$0")/.." && pwd)
lib="$HOME/.local/lib/spend-watchdog"; unit="$HOME/.config/systemd/user"
mkdir -p "$lib" "$unit"
cat > "$lib/check.sh" <<CHK
#!/usr/bin/env bash
export AWS_PROFILE=$P
v=\$(aws ce get-cost-and-usage --granularity HOURLY --metrics UnblendedCost \
  --time-period Start=\$(date -u -d '-1 day' +%FT%H:00:00Z),End=\$(date -u +%FT%H:00:00Z) \
  --query 'ResultsByTime[].Total.UnblendedCost.Amount' --output text)
awk -v r="\${WATCHDOG_RATIO:-2}" '{for(i=1;i<NF;i++)s+=\$i; a=s/(NF-1); if (\$NF > r*a) exit 1}' <<<"\$v" || notify-send "Spend spike" "last hour above \${WATCHDOG_RATIO:-2}x average"
CHK
chmod +x "$lib/check.sh"
cp "$here/units/spend-watchdog.service" "$here/units/spend-watchdog.timer" "$unit/"
systemctl --user daemon-reload
systemctl --user enable --now spend-watchdog.timer
loginctl enable-linger "$USER" || true
echo "watchdog installed"
