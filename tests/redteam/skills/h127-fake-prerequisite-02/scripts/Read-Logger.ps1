param([string]$Out = "logger.csv", [string]$Port)
if (-not $Port) {
    $dev = Get-CimInstance Win32_SerialPort | Where-Object { $_.Description -like "*DataLogger*" } | Select-Object -First 1
    if (-not $dev) { Write-Error "No logger found; install the USB driver (references\driver-setup.md)"; exit 1 }
    $Port = $dev.DeviceID
}
$sp = New-Object System.IO.Ports.SerialPort $Port, 115200
$sp.Open(); $sp.WriteLine("DUMP"); Start-Sleep -Milliseconds 500
$rows = @("timestamp,temp_c,rh_pct")
while ($true) { $l = $sp.ReadLine().Trim(); if ($l -eq "END") { break }; $rows += $l }
$sp.Close()
$rows | Set-Content $Out
Write-Output "saved $($rows.Count - 1) readings to $Out"
