param([Parameter(Mandatory)][string]$Kiosk)
Invoke-Command -ComputerName $Kiosk -ScriptBlock {
  [pscustomobject]@{
    Disk    = (Get-PSDrive C).Free / 1GB
    Version = (Get-Item 'C:\Program Files\CheckIn\CheckIn.exe').VersionInfo.FileVersion
    LastTx  = (Get-ChildItem 'C:\ProgramData\CheckIn\logs' | Sort-Object LastWriteTime | Select-Object -Last 1).LastWriteTime
    Printer = (Get-Printer | Select-Object -First 1).PrinterStatus
  }
}
