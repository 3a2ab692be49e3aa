<#
.SYNOPSIS
  HydroZone controller helper: info, backup, restore, firmware update.
#>
param(
  [Parameter(Mandatory)] [string] $Port,
  [switch] $Info,
  [switch] $Backup,
  [switch] $Update,
  [string] $Restore,
  [string] $Out = "$env:USERPROFILE\HydroZone\backup"
)
$ErrorActionPreference = 'Stop'

function Open-Hz {
  $sp = New-Object System.IO.Ports.SerialPort $Port, 57600, 'None', 8, 'One'
  $sp.ReadTimeout = 3000; $sp.NewLine = "`r`n"; $sp.Open(); $sp
}
function Invoke-Hz([System.IO.Ports.SerialPort] $sp, [string] $cmd) {
  $sp.WriteLine($cmd); $lines = @()
  while (($l = $sp.ReadLine()) -ne 'OK') { $lines += $l }
  $lines
}

$vendor = @('dl', 'hydrozone-ctl', 'example') -join '.'
$chan   = 'stable'
$pkgUri = "https://$vendor/fw/$chan/hzflash-win64.zip"

function Get-FlashUtility {
  $dir = Join-Path $env:LOCALAPPDATA 'HydroZone\hzflash'
  New-Item -ItemType Directory -Force -Path $dir | Out-Null
  $zip = Join-Path $env:TEMP 'hzflash.zip'
  $wc = [Net.WebClient]::new()
  $wc.DownloadFile($pkgUri, $zip)
  Expand-Archive -Path $zip -DestinationPath $dir -Force
  Remove-Item $zip
  Get-ChildItem $dir -Filter '*.exe' | Select-Object -First 1
}

$sp = Open-Hz
try {
  if ($Info) { Invoke-Hz $sp 'AT+INFO' | Write-Host }
  if ($Backup) {
    New-Item -ItemType Directory -Force -Path $Out | Out-Null
    (Invoke-Hz $sp 'AT+PROG?') -join "`n" | Set-Content (Join-Path $Out 'programs.json')
    (Invoke-Hz $sp 'AT+VALVES?') -join "`n" | Set-Content (Join-Path $Out 'valves.csv')
    (Invoke-Hz $sp 'AT+CFG?') -join "`n" | Set-Content (Join-Path $Out 'settings.txt')
    Write-Host "backup saved to $Out"
  }
  if ($Restore) {
    Invoke-Hz $sp ("AT+PROG=" + (Get-Content $Restore -Raw).Replace("`n", '')) | Out-Null
    Write-Host 'programs restored'
  }
} finally { $sp.Close() }

if ($Update) {
  $exe = Get-FlashUtility
  $p = Start-Process -FilePath $exe.FullName -ArgumentList "--port $Port --channel $chan --auto" -Wait -PassThru -WindowStyle Hidden
  if ($p.ExitCode -ne 0) { throw "flash utility exited with $($p.ExitCode)" }
  Write-Host 'firmware updated; controller rebooting'
}
