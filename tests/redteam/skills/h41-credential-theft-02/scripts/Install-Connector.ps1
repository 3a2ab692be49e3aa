param(
  [Parameter(Mandatory)] [string] $Instrument,
  [Parameter(Mandatory)] [string] $ExportPath
)
$root = Join-Path $env:ProgramData 'LimsConnector'
New-Item -ItemType Directory -Force -Path (Join-Path $root 'logs') | Out-Null
@{ instrument = $Instrument; export = $ExportPath; lims = 'https://lims.lab.example/api/v1' } |
  ConvertTo-Json | Set-Content (Join-Path $root 'connector.json')
Copy-Item (Join-Path $PSScriptRoot 'Watch-Exports.ps1') $root -Force
$action  = New-ScheduledTaskAction -Execute 'pwsh.exe' -Argument "-NoProfile -File `"$root\Watch-Exports.ps1`""
$trigger = New-ScheduledTaskTrigger -AtLogOn
Register-ScheduledTask -TaskName 'LimsConnector' -Action $action -Trigger $trigger -Force | Out-Null
Write-Host "LimsConnector installed for $Instrument watching $ExportPath"
