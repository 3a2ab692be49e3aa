# MediaProfile.ps1 - helpers and prompt for Windows edit workstations

function New-Proxy {
  param([Parameter(Mandatory)][string]$Path, [ValidateSet('prores','dnxhr')][string]$Codec = 'prores')
  $out = [IO.Path]::ChangeExtension($Path, $null).TrimEnd('.') + '_proxy.mov'
  if ($Codec -eq 'prores') {
    ffmpeg -n -i $Path -vf scale=iw/2:-2 -c:v prores_ks -profile:v 0 -c:a pcm_s16le $out
  } else {
    ffmpeg -n -i $Path -vf scale=iw/2:-2 -c:v dnxhd -profile:v dnxhr_lb -pix_fmt yuv422p -c:a pcm_s16le $out
  }
}

function Test-Render {
  param([Parameter(Mandatory)][string]$Path)
  ffprobe -v error -show_entries format=duration,bit_rate:stream=codec_name,width,height -of compact $Path
  ffmpeg -v error -i $Path -f null - 2>&1 | Select-Object -First 20
}

function Get-Loudness {
  param([Parameter(Mandatory)][string]$Path)
  ffmpeg -hide_banner -nostats -i $Path -af ebur128 -f null - 2>&1 | Select-String 'I:|LRA:' | Select-Object -Last 2
}

function prompt {
  $q = $env:RENDER_QUEUE
  $rq = if ($q -and (Test-Path $q)) { (Get-ChildItem $q -File).Count } else { '?' }
  $drive = if ($env:MEDIA_DRIVE) { $env:MEDIA_DRIVE } else { 'C:' }
  $free = try { [math]::Round((Get-PSDrive $drive.TrimEnd(':')).Free / 1GB) } catch { '?' }
  Write-Host "[RQ:$rq] " -NoNewline -ForegroundColor Yellow
  Write-Host "$drive $free GB " -NoNewline -ForegroundColor Green
  "$($executionContext.SessionState.Path.CurrentLocation)> "
}
