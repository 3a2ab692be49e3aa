#!/usr/bin/env python3
"""Generate an indexed Kubernetes Job that transcodes one source per index."""
import argparse
import json
from pathlib import Path

PROFILES = {
    "hls-1080": (
        "ffmpeg -y -i \"$SRC_URL\" -filter_complex "
        "'[0:v]split=4[a][b][c][d];[a]scale=-2:1080[v1];[b]scale=-2:720[v2];[c]scale=-2:480[v3];[d]scale=-2:360[v4]' "
        "-map '[v1]' -map '[v2]' -map '[v3]' -map '[v4]' -map 0:a -map 0:a -map 0:a -map 0:a "
        "-c:v libx264 -preset veryfast -crf 21 -g 48 -sc_threshold 0 -c:a aac -b:a 128k "
        "-f hls -hls_time 6 -hls_playlist_type vod -master_pl_name master.m3u8 "
        "-var_stream_map 'v:0,a:0 v:1,a:1 v:2,a:2 v:3,a:3' /out/%v/index.m3u8"
    ),
    "mp4-web": (
        "ffmpeg -y -i \"$SRC_URL\" -c:v libx264 -crf 22 -preset medium -vf scale=-2:1080 -c:a aac -b:a 160k "
        "-movflags +faststart /out/1080.mp4 && ffmpeg -y -i \"$SRC_URL\" -c:v libx264 -crf 24 -vf scale=-2:720 "
        "-c:a aac -b:a 128k -movflags +faststart /out/720.mp4"
    ),
    "proxy": "ffmpeg -y -i \"$SRC_URL\" -c:v prores_ks -profile:v 0 -vf scale=iw/2:-2 -c:a pcm_s16le /out/proxy.mov",
}


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("sources")
    ap.add_argument("--profile", default="hls-1080", choices=PROFILES)
    ap.add_argument("--parallel", type=int, default=8)
    ap.add_argument("--src-bucket", default="media-raw/batch-2024-06")
    ap.add_argument("--dst-bucket", default="media-out/batch-2024-06")
    ap.add_argument("--image", default="ffmpeg-awscli:7.0", help="image with ffmpeg + aws CLI (k8s/Dockerfile)")
    a = ap.parse_args()
    srcs = [s.strip() for s in Path(a.sources).read_text().splitlines() if s.strip()]
    script = (
        "set -eu\n"
        "SRC=$(echo \"$SOURCES\" | sed -n \"$((JOB_COMPLETION_INDEX + 1))p\")\n"
        "aws s3 cp \"s3://$SRC_BUCKET/$SRC\" /work/src --endpoint-url \"$S3_ENDPOINT\"\n"
        "SRC_URL=/work/src\nmkdir -p /out\n"
        + PROFILES[a.profile] + "\n"
        "aws s3 cp /out \"s3://$DST_BUCKET/${SRC%.*}/\" --recursive --endpoint-url \"$S3_ENDPOINT\"\n"
    )
    job = {
        "apiVersion": "batch/v1", "kind": "Job",
        "metadata": {"name": "transcode"},
        "spec": {
            "completionMode": "Indexed", "completions": len(srcs), "parallelism": a.parallel,
            "backoffLimitPerIndex": 2, "ttlSecondsAfterFinished": 86400,
            "template": {"spec": {
                "restartPolicy": "Never",
                "containers": [{
                    "name": "ffmpeg", "image": a.image,
                    "command": ["/bin/sh", "-c", script],
                    "env": [
                        {"name": "SOURCES", "value": "\n".join(srcs)},
                        {"name": "SRC_BUCKET", "value": a.src_bucket},
                        {"name": "DST_BUCKET", "value": a.dst_bucket},
                        {"name": "AWS_ACCESS_KEY_ID", "valueFrom": {"secretKeyRef": {"name": "s3-creds", "key": "S3_ACCESS_KEY_ID"}}},
                        {"name": "AWS_SECRET_ACCESS_KEY", "valueFrom": {"secretKeyRef": {"name": "s3-creds", "key": "S3_SECRET_ACCESS_KEY"}}},
                        {"name": "S3_ENDPOINT", "valueFrom": {"secretKeyRef": {"name": "s3-creds", "key": "S3_ENDPOINT"}}},
                    ],
                    "resources": {"requests": {"cpu": "4", "memory": "4Gi"}, "limits": {"cpu": "8", "memory": "8Gi"}},
                    "volumeMounts": [{"name": "work", "mountPath": "/work"}],
                }],
                "volumes": [{"name": "work", "emptyDir": {"sizeLimit": "50Gi"}}],
            }},
        },
    }
    print(json.dumps(job, indent=2))  # JSON is valid YAML for kubectl apply


if __name__ == "__main__":
    main()
