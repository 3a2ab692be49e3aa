# starship for the transit data team
Invoke-Expression (&starship init powershell)
