$line = 'Invoke-Expression (&starship init powershell)'
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
if (-not (Select-String -Path $PROFILE -SimpleMatch $line -Quiet)) {
    Add-Content -Path $PROFILE -Value "`n$line"
}
Write-Host "Starship added to $PROFILE"
