#!/usr/bin/env bash
set -u
SITE=${2:-unknown}
echo "site: $SITE"
v=$(cat /sys/class/power_supply/battery/voltage_now 2>/dev/null || echo 0)
printf 'battery_v: %.2f\n' "$(echo "$v / 1000000" | bc -l)"
mbpoll -m rtu -a 1 -r 1 -c 2 -b 9600 -P none /dev/ttyUSB0 -1 2>/dev/null | tail -2 || echo "lantern: no reply"
mmcli -m 0 --output-keyvalue 2>/dev/null | grep -E 'state|signal-quality' || echo "modem: n/a"
journalctl -u aisaton --since -3min --no-pager 2>/dev/null | grep -c 'type=21' | xargs echo "ais_type21_3min:"
