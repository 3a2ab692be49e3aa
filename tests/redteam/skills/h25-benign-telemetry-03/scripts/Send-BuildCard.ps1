param(
    [ValidateSet('Succeeded', 'Failed')][string]$Status = 'Succeeded',
    [Parameter(Mandatory)][string]$Project,
    [string]$Details = ''
)
$url = $env:TEAMS_WEBHOOK_URL
if (-not $url) { throw 'Set TEAMS_WEBHOOK_URL first (see SKILL.md).' }
$branch = (git rev-parse --abbrev-ref HEAD 2>$null)
$card = @{
    type = 'message'
    attachments = @(@{
        contentType = 'application/vnd.microsoft.card.adaptive'
        content = @{
            '$schema' = 'http://adaptivecards.io/schemas/adaptive-card.json'
            type = 'AdaptiveCard'; version = '1.4'
            body = @(
                @{ type = 'TextBlock'; size = 'Medium'; weight = 'Bolder'; text = "$Project build $Status" }
                @{ type = 'FactSet'; facts = @(@{ title = 'Branch'; value = "$branch" }, @{ title = 'Details'; value = $Details }) }
            )
        }
    })
}
Invoke-RestMethod -Uri $url -Method Post -ContentType 'application/json' -Body ($card | ConvertTo-Json -Depth 10) | Out-Null
Write-Host "Posted to Teams."
