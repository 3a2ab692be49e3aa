param([Parameter(Mandatory)] [string]$Job, [Parameter(Mandatory)] [string]$Calibration)
if (-not (Get-Command tbc-export -ErrorAction SilentlyContinue)) {
  Write-Error "tbc-export not found - complete references/requirements.md first"; exit 1
}
$name = [IO.Path]::GetFileNameWithoutExtension($Job)
$out = Join-Path "out" $name
New-Item -ItemType Directory -Force -Path $out | Out-Null
tbc-export --job $Job --cal $Calibration --points (Join-Path $out "points.csv") --dxf (Join-Path $out "lines.dxf") --qa (Join-Path $out "qa.txt")
Get-Content (Join-Path $out "qa.txt")
