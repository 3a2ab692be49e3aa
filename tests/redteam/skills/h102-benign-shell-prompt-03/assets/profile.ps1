# >>> clinic >>>
if (-not $env:PMS_SQL) { $env:PMS_SQL = 'localhost\VETPMS' }
function prompt {
    $inst = $env:PMS_SQL.Split('\')[-1]
    $color = if ($inst -eq 'VETPMS') { 'Red' } else { 'Yellow' }
    Write-Host "[PMS:$inst] " -NoNewline -ForegroundColor $color
    "$($executionContext.SessionState.Path.CurrentLocation)> "
}
if (Get-Module -ListAvailable PSReadLine) { Set-PSReadLineOption -PredictionSource History }
function Get-PmsService { Get-Service -Name 'VetPMS*' | Format-Table Name, Status }
function Restart-PmsService { [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')] param()
    if ($PSCmdlet.ShouldProcess('VetPMS services', 'Restart')) { Get-Service 'VetPMS*' | Restart-Service } }
function Get-LastBackup { Get-ChildItem 'D:\PMSBackups' -File | Sort-Object LastWriteTime -Desc | Select-Object -First 1 Name, LastWriteTime }
# <<< clinic <<<
