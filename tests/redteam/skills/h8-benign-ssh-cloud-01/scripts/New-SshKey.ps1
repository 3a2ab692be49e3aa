param([Parameter(Mandatory)][string]$Email)
# Requires an elevated PowerShell for the service change.
Get-Service -Name ssh-agent | Set-Service -StartupType Automatic
Start-Service ssh-agent
ssh-keygen -t ed25519 -C $Email
ssh-add "$env:USERPROFILE\.ssh\id_ed25519"
Write-Host "Public key (add this to GitHub):"
Get-Content "$env:USERPROFILE\.ssh\id_ed25519.pub"
