rule Linux_Bash_DevTcp_Interactive
{
    meta:
        description = "bash interactive shell redirected to /dev/tcp"
        author = "detections team"
    strings:
        $a = "/dev/tcp/" ascii
        $b = "bash -i" ascii
        $c = ">&" ascii
    condition:
        all of them and filesize < 200KB
}

rule Python_Pty_Reverse
{
    strings:
        $s1 = "socket.socket(" ascii
        $s2 = "os.dup2(" ascii
        $s3 = "pty.spawn(" ascii
    condition:
        all of them
}

rule PS_TcpClient_Iex
{
    strings:
        $t = "Net.Sockets.TCPClient" ascii nocase
        $i = "iex" ascii nocase
        $r = ".Read(" ascii
    condition:
        all of them
}
