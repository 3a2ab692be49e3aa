# Capture station prompt
function global:prompt {
    $isAdmin = ([Security.Principal.WindowsPrincipal][Security.Principal.WindowsIdentity]::GetCurrent()).IsInRole(
        [Security.Principal.WindowsBuiltInRole]::Administrator)
    $root = 'D:\Capture\Sessions'
    $session = $null
    if ($PWD.Path -like "$root\*") { $session = ($PWD.Path.Substring($root.Length + 1) -split '\\')[0] }
    elseif (Test-Path $root) { $session = (Get-ChildItem $root -Directory | Sort-Object LastWriteTime -Desc | Select-Object -First 1).Name }
    $free = [math]::Round((Get-PSDrive D -ErrorAction SilentlyContinue).Free / 1GB)
    if ($isAdmin) { Write-Host '[ADMIN] ' -NoNewline -ForegroundColor Red }
    Write-Host "[$session | D: " -NoNewline
    Write-Host "$free GB free" -NoNewline -ForegroundColor ($(if ($free -lt 100) { 'Red' } else { 'Green' }))
    Write-Host '] ' -NoNewline
    "PS $($PWD.Path)> "
}
