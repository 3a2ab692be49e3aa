param([string]$Practice)
Write-Output "Import: download bundle for '$Practice' and restore bridge INIs and printers."
