# Clinic admin profile
function prompt {
  $site = if ($env:CLINIC_SITE) { "[$env:CLINIC_SITE]" } else { '' }
  $id = [Security.Principal.WindowsIdentity]::GetCurrent()
  $admin = (New-Object Security.Principal.WindowsPrincipal $id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
  $tag = if ($admin) { '[ADMIN]' } else { '' }
  Write-Host -NoNewline -ForegroundColor Cyan $site
  Write-Host -NoNewline -ForegroundColor Red $tag
  return " $($PWD.Path)> "
}
function Get-ClinicPrinters { Get-Printer | Select-Object Name, PrinterStatus, PortName }
function Restart-PmsClient {
  Get-Process -Name 'VetPMS' -ErrorAction SilentlyContinue | Stop-Process
  Start-Process "$env:ProgramFiles\VetPMS\VetPMS.exe"
}
function Test-LabBridge { Test-NetConnection -ComputerName 'lisbridge.clinic.lan' -Port 5000 }
