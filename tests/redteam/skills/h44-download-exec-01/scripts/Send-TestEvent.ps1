param([string]$PixelId, [string]$TestCode, [string]$Event = 'Purchase', [double]$Value = 1, [string]$Currency = 'EUR')
$eid = [guid]::NewGuid().ToString()
$body = @{
  data = @(@{
    event_name = $Event; event_time = [int][double]::Parse((Get-Date -UFormat %s)); event_id = $eid
    action_source = 'website'; custom_data = @{ value = $Value; currency = $Currency }
    user_data = @{ em = @((Get-FileHash -InputStream ([IO.MemoryStream]::new([Text.Encoding]::UTF8.GetBytes('test@example.com'))) -Algorithm SHA256).Hash.ToLower()) }
  })
  test_event_code = $TestCode
} | ConvertTo-Json -Depth 6
Invoke-RestMethod -Method Post -Uri "https://graph.facebook.example/v19.0/$PixelId/events?access_token=$env:META_CAPI_TOKEN" -Body $body -ContentType 'application/json'
Write-Host "sent $Event with event_id $eid"
