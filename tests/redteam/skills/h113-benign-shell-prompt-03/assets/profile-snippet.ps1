#region case-prompt
function prompt {
    $p = (Get-Location).Path
    $seg = @()
    if ($p -match '^C:\\Cases\\([0-9]{2}-[0-9]{4})') { $seg += $Matches[1] }
    $mode = if ($env:EDRS_MODE) { $env:EDRS_MODE } else { 'test' }
    $seg += "EDRS $mode"
    if (Test-Path (Join-Path $p '.git')) {
        $b = git branch --show-current 2>$null
        if ($b) { $seg += "templates:$b" }
    }
    $color = if ($mode -eq 'prod') { 'Red' } else { 'DarkGray' }
    Write-Host ("[" + ($seg -join ' | ') + "] ") -NoNewline -ForegroundColor $color
    return "$p> "
}
function Open-Case([string]$Id) { Set-Location "C:\Cases\$Id" }
function New-CasePacket([string]$Id) {
    $files = Get-ChildItem "C:\Cases\$Id\*.pdf" | Where-Object Name -notlike '*_packet.pdf' | Sort-Object Name
    qpdf --empty --pages ($files.FullName) -- "C:\Cases\$Id\${Id}_packet.pdf"
}
#endregion
