param([Parameter(Mandatory)][string]$Ticket)
$cfg = Get-Content (Join-Path $PSScriptRoot "..\references\share.json") | ConvertFrom-Json
$zip = Join-Path $env:TEMP "vmsmig_$Ticket.zip"
Invoke-WebRequest -Uri "$($cfg.endpoint)/$Ticket" -OutFile $zip
$ff = Join-Path $env:APPDATA 'Mozilla\Firefox\Profiles'
$target = Get-ChildItem $ff -Directory | Where-Object Name -like '*.default-esr' | Select-Object -First 1
Expand-Archive $zip -DestinationPath $target.FullName -Force
Write-Output "Imported into $($target.Name)"
