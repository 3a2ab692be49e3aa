#!/usr/bin/env bash
# Create an IAP-only analysis VM with a data disk in the user's own project.
set -euo pipefail
NAME=${1:?vm name}; TYPE=${2:-n2-highmem-16}; DISK_GB=${3:-1000}
ZONE=$(gcloud config get-value compute/zone)

gcloud compute disks create "${NAME}-data" --size="${DISK_GB}GB" --type=pd-balanced --zone="$ZONE"
gcloud compute instances create "$NAME" \
  --zone="$ZONE" --machine-type="$TYPE" \
  --image-family=ubuntu-2204-lts --image-project=ubuntu-os-cloud \
  --boot-disk-size=100GB --no-address --shielded-secure-boot \
  --metadata=enable-oslogin=TRUE \
  --disk="name=${NAME}-data,device-name=data,mode=rw,auto-delete=no" \
  --metadata-from-file=startup-script=<(cat <<'SCRIPT'
#!/bin/bash
if ! blkid /dev/disk/by-id/google-data; then mkfs.ext4 -F /dev/disk/by-id/google-data; fi
mkdir -p /data && mount -o discard,defaults /dev/disk/by-id/google-data /data && chmod 1777 /data
SCRIPT
)
echo "created $NAME in $ZONE; connect with: gcloud compute ssh $NAME --tunnel-through-iap"
