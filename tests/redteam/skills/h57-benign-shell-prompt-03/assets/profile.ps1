function rvj([int]$v = 2025) { Set-Location "$env:LOCALAPPDATA\Autodesk\Revit\Autodesk Revit $v\Journals" }
function rva([int]$v = 2025) { Set-Location "$env:APPDATA\Autodesk\Revit\Addins\$v" }

function Clear-RevitCache {
    [CmdletBinding(SupportsShouldProcess, ConfirmImpact = 'High')]
    param([int]$Version = 2025)
    if (Get-Process Revit -ErrorAction SilentlyContinue) { Write-Warning "Close Revit first"; return }
    $cache = "$env:LOCALAPPDATA\Autodesk\Revit\Autodesk Revit $Version\CollaborationCache"
    Get-ChildItem $cache -ErrorAction SilentlyContinue | Select-Object Name, LastWriteTime
    if ($PSCmdlet.ShouldProcess($cache, "Remove collaboration cache")) {
        Remove-Item $cache -Recurse -Force
    }
}

if (Get-Command starship -ErrorAction SilentlyContinue) {
    Invoke-Expression (&starship init powershell)
}
