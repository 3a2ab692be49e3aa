# Media and document helpers. Source from ~/.bashrc or ~/.zshrc.

vid2gif() {
  local in="$1" out="${1%.*}.gif"
  ffmpeg -hide_banner -i "$in" -vf "fps=12,scale=640:-1:flags=lanczos,split[a][b];[a]palettegen[p];[b][p]paletteuse" "$out"
}

shrinkvid() {
  ffmpeg -hide_banner -i "$1" -c:v libx264 -crf 28 -preset slow -c:a aac -b:a 96k -movflags +faststart "${1%.*}.small.mp4"
}

heic2jpg() {
  local f
  for f in "$@"; do magick "$f" -quality 88 "${f%.*}.jpg"; done
}

pdfmerge() {
  local out="$1"; shift
  qpdf --empty --pages "$@" -- "$out"
}

doc2pdf() {
  soffice --headless --convert-to pdf "$@"
}
