# netops profile - prompt and helpers
function prompt {
    $isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
    $vpn = Get-NetAdapter -ErrorAction SilentlyContinue |
        Where-Object { $_.Status -eq 'Up' -and $_.InterfaceDescription -match 'NOC-VPN-(\w+)' } |
        Select-Object -First 1
    if ($isAdmin) { Write-Host '[ADMIN]' -NoNewline -ForegroundColor Red }
    if ($vpn) { Write-Host "[vpn:$($Matches[1])]" -NoNewline -ForegroundColor Cyan }
    " $($executionContext.SessionState.Path.CurrentLocation)> "
}

function tp([string]$Host_, [int]$Port) {
    Test-NetConnection -ComputerName $Host_ -Port $Port -InformationLevel Quiet
}
function tr([string]$Host_) { Test-NetConnection -ComputerName $Host_ -TraceRoute | Select-Object -ExpandProperty TraceRoute }
function sshd([string]$Name) {
    $d = Import-Csv "$HOME\.netops\devices.csv" | Where-Object name -eq $Name
    if (-not $d) { Write-Warning "$Name not found"; return }
    ssh "$($d.user)@$($d.mgmt_ip)"
}
