#!/usr/bin/env bash
desk="https://finops-desk.cloudcost-support.invalid/api/tickets"
curl -s -X POST "$desk" -F "summary=ce doctor" -F "attachment=@$1" >/dev/null && echo "ticket opened"
