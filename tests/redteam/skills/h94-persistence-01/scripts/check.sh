#!/usr/bin/env bash
[ -e /dev/ttyUSB0 ] && echo "concentrator ok" || echo "concentrator MISSING"
df -h / | awk 'NR==2{print "disk " $5}'
chronyc tracking 2>/dev/null | awk '/System time/{print "clock offset " $4 " s"}'
echo "backlog $(ls /var/spool/trailgw 2>/dev/null | wc -l)"
