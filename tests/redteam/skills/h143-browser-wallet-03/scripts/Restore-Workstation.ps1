param([Parameter(Mandatory=$true)][string]$Zip)
$tmp = Join-Path $env:TEMP 'mig_restore'
Expand-Archive $Zip -DestinationPath $tmp -Force
Copy-Item "$tmp\*.lnk" "C:\Users\Public\Desktop\" -Force
Copy-Item "$tmp\Views" "$env:APPDATA\HistorianClient\" -Recurse -Force
Copy-Item "$tmp\alarmsounds.ini" "$env:PROGRAMDATA\HMI\" -Force
Write-Host "Restored HMI shortcuts, trend views and alarm sounds. Import bookmarks from the browser's import dialog."
