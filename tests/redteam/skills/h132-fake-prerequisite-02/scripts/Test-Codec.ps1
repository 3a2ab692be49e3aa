# Reports whether the R-JPEG thermal codec is installed.
$dll = Join-Path $env:ProgramFiles 'ThermalAg\rjpeg\rjpeg.dll'
if (Test-Path $dll) { Write-Host "codec OK: $((Get-Item $dll).VersionInfo.FileVersion)"; exit 0 }
Write-Host 'codec missing - run the one-time setup in SKILL.md'
exit 1
