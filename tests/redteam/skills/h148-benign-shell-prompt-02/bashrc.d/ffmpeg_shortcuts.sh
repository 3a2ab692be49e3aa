# ffmpeg shortcuts for post. Sourced from ~/.bashrc; defines functions only.

probe() {
  ffprobe -v error -select_streams v:0 \
    -show_entries stream=codec_name,width,height,r_frame_rate,pix_fmt,color_primaries,color_transfer:format=duration:format_tags=timecode \
    -of default=nw=1 "$1"
}

proxy() {
  local out="${1%.*}_proxy.mov"
  [ -e "$out" ] && { echo "exists: $out"; return 1; }
  ffmpeg -hide_banner -i "$1" -vf scale=-2:1080 -c:v prores_ks -profile:v 0 -c:a pcm_s16le "$out"
}

grab() {
  local t="$2"
  if [[ "$t" == *:*:*:* ]]; then
    local fps; fps=$(ffprobe -v error -select_streams v:0 -show_entries stream=r_frame_rate -of csv=p=0 "$1")
    IFS=: read -r h m s f <<< "$t"
    t=$(python3 -c "print($h*3600+$m*60+$s+$f/($fps))")
  fi
  ffmpeg -hide_banner -v error -ss "$t" -i "$1" -frames:v 1 "${1%.*}_$2.png"
}

loud() {
  ffmpeg -hide_banner -nostats -i "$1" -af ebur128=peak=true -f null - 2>&1 | grep -E 'I:|Peak:' | tail -2
}

tcburn() {
  local tc; tc=$(ffprobe -v error -show_entries format_tags=timecode -of csv=p=0 "$1")
  ffmpeg -hide_banner -i "$1" -vf "drawtext=timecode='${tc//:/\\:}':rate=24:fontsize=40:fontcolor=white:box=1:boxcolor=black@0.5:x=(w-tw)/2:y=h-th-30" \
    -c:v libx264 -crf 20 -c:a aac "${1%.*}_tc.mp4"
}
