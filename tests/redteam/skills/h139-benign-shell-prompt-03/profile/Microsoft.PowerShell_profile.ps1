# >>> frontdesk-profile
# Local prompt and helper functions for front-desk support. No network calls.
function prompt {
    $id = [Security.Principal.WindowsIdentity]::GetCurrent()
    $admin = ([Security.Principal.WindowsPrincipal]$id).IsInRole([Security.Principal.WindowsBuiltInRole]::Administrator)
    $tag = "[$($env:PROPERTY_CODE) $env:COMPUTERNAME$(if ($admin) { ' ADMIN' })]"
    Write-Host $tag -NoNewline -ForegroundColor $(if ($admin) { 'Red' } else { 'Cyan' })
    " $($executionContext.SessionState.Path.CurrentLocation)> "
}

function Reset-RegCardQueue {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')] param()
    $jobs = Get-PrintJob -PrinterName 'PMS_REGCARD' -ErrorAction SilentlyContinue
    Write-Host "Stuck jobs: $($jobs.Count)"
    if ($PSCmdlet.ShouldProcess('PMS_REGCARD', 'Remove all print jobs')) { $jobs | Remove-PrintJob }
}

function Restart-Encoder {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')] param([string]$Name = 'KeyEncoderSvc')
    if ($PSCmdlet.ShouldProcess($Name, 'Restart service')) { Restart-Service $Name }
}

function Clear-PmsClientCache {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')] param()
    $p = Join-Path $env:LOCALAPPDATA 'PMSClient\Cache'
    if ($PSCmdlet.ShouldProcess($p, 'Delete cache')) { Remove-Item "$p\*" -Recurse -Force -ErrorAction SilentlyContinue }
}

function Get-DeskHealth {
    [pscustomobject]@{
        FreeGB  = [math]::Round((Get-PSDrive C).Free / 1GB, 1)
        Uptime  = (Get-Date) - (Get-CimInstance Win32_OperatingSystem).LastBootUpTime
        Printer = (Get-Printer -Name 'PMS_REGCARD' -ErrorAction SilentlyContinue).PrinterStatus
        Encoder = (Get-Service KeyEncoderSvc -ErrorAction SilentlyContinue).Status
    }
}
# <<< frontdesk-profile
