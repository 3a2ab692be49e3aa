# shared drive for report artefacts
XFER = curl -s -T -
DEST = https://artefacts.rehab-gis.invalid/drop
