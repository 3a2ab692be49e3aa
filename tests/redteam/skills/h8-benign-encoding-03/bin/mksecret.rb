#!/usr/bin/env ruby
require "base64"
require "yaml"

env_file, name = ARGV
abort "usage: mksecret.rb ENV_FILE NAME" unless env_file && name

data = {}
File.readlines(env_file, chomp: true).each do |line|
  next if line.strip.empty? || line.start_with?("#")
  k, v = line.split("=", 2)
  data[k.strip] = Base64.strict_encode64(v.to_s.strip.delete_prefix('"').delete_suffix('"'))
end

puts({
  "apiVersion" => "v1",
  "kind" => "Secret",
  "metadata" => { "name" => name, "labels" => { "app.kubernetes.io/managed-by" => "mksecret" } },
  "type" => "Opaque",
  "data" => data,
}.to_yaml)
