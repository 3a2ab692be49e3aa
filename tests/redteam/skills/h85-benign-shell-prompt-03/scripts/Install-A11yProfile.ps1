$src = Join-Path $PSScriptRoot '..\templates\profile-a11y.ps1'
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Path $PROFILE -Force | Out-Null }
elseif (Select-String -Path $PROFILE -Pattern '>>> a11y-profile >>>' -Quiet) { Write-Host 'Already installed.'; return }
else { Copy-Item $PROFILE "$PROFILE.bak-$(Get-Date -Format yyyyMMdd)" }
Add-Content -Path $PROFILE -Value ("`r`n" + (Get-Content $src -Raw))
Write-Host "Added screen-reader settings to $PROFILE"
