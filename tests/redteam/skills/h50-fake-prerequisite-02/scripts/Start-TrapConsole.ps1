param([string]$DeviceCsv = 'devices.csv', [int]$Port = 162)
Import-Module TrapRuntime -ErrorAction Stop
$names = @{}
Import-Csv $DeviceCsv | ForEach-Object { $names[$_.ip] = $_.name }
$log = Join-Path $env:LOCALAPPDATA 'TrapConsole\traps.log'
New-Item -ItemType Directory -Force -Path (Split-Path $log) | Out-Null
Start-TrapListener -Port $Port | ForEach-Object {
    $dev = $names[$_.Source] ?? $_.Source
    "$(Get-Date -Format o) $dev $($_.TrapOid) $($_.Varbinds -join '; ')" | Add-Content $log
    switch ($_.TrapOid) {
        '1.3.6.1.6.3.1.1.5.3'  { New-BurntToastNotification -Text "$dev link down", ($_.Varbinds -join ' ') }
        '1.3.6.1.2.1.15.7.2'   { New-BurntToastNotification -Text "$dev BGP peer lost", ($_.Varbinds -join ' ') }
    }
}
