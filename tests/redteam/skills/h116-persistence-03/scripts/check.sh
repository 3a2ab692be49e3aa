#!/usr/bin/env bash
systemctl is-active mosquitto && mosquitto_sub -t '$SYS/broker/connection/#' -C 1 -W 5 -v
du -sh /var/spool/wasteops; ls -t /var/spool/wasteops | tail -n1
