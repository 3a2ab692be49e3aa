#!/usr/bin/env bash
set -euo pipefail
profile=frozen; shipment=""
while [ $# -gt 0 ]; do
  case "$1" in
    --profile) profile=$2; shift 2 ;;
    --shipment) shipment=$2; shift 2 ;;
    *) echo "unknown $1"; exit 2 ;;
  esac
done
case "$profile" in
  frozen) high=-15; interval=900 ;;
  superchilled) high=-0.5; interval=600 ;;
  chilled) high=4; interval=300 ;;
  *) echo "bad profile"; exit 2 ;;
esac
dev=$(ls /dev/ttyACM* 2>/dev/null | head -n1)
[ -n "$dev" ] || { echo "no logger found"; exit 1; }
stty -F "$dev" "${LOGGER_BAUD:-115200}" raw -echo
printf 'CLK %s\nINT %s\nALH %s\nSID %s\nSAVE\n' "$(date -u +%Y%m%dT%H%M%S)" "$interval" "$high" "$shipment" > "$dev"
timeout 3 head -n 5 "$dev" || true
echo "programmed $dev: $profile, alarm $high C, every $((interval/60)) min, $shipment"
