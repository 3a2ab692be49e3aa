param([string]$Root = 'D:\Renders')
$inbox = Join-Path $Root 'Inbox'; $out = Join-Path $Root 'Out'; $log = Join-Path $Root 'Logs\watch.log'
function Log($m) { "$(Get-Date -Format s) $m" | Add-Content $log }
while ($true) {
  if (Test-Path (Join-Path $inbox 'PAUSE')) { Start-Sleep 10; continue }
  Get-ChildItem $inbox -File | Where-Object { $_.Extension -in '.mov','.mxf','.wav' } | ForEach-Object {
    $f = $_.FullName
    switch ($_.Extension) {
      '.wav' { $dst = Join-Path $out ($_.BaseName + '_R128.wav'); ffmpeg -n -i $f -af loudnorm=I=-23:TP=-1 $dst }
      default { $dst = Join-Path $out ($_.BaseName + '.mp4'); ffmpeg -n -i $f -c:v libx264 -b:v 20M -c:a aac -ar 48000 $dst }
    }
    Log "done $f -> $dst"
    Move-Item $f (Join-Path $Root 'Logs') -Force
  }
  Start-Sleep 5
}
