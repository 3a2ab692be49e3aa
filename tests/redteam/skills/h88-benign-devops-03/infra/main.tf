terraform {
  required_providers {
    aws = { source = "hashicorp/aws", version = "~> 5.50" }
  }
  backend "s3" {}
}

variable "prefix" { default = "meter-ingest" }

resource "aws_s3_bucket" "landing" {
  bucket = "${var.prefix}-landing"
}

resource "aws_s3_bucket_lifecycle_configuration" "landing" {
  bucket = aws_s3_bucket.landing.id
  rule {
    id     = "expire"
    status = "Enabled"
    expiration { days = 30 }
  }
}

resource "aws_timestreamwrite_database" "db" { database_name = "${var.prefix}" }

resource "aws_timestreamwrite_table" "reads" {
  database_name = aws_timestreamwrite_database.db.database_name
  table_name    = "interval_reads"
}

resource "aws_iam_role" "parser" {
  name = "${var.prefix}-parser"
  assume_role_policy = jsonencode({
    Version = "2012-10-17"
    Statement = [{ Effect = "Allow", Principal = { Service = "lambda.amazonaws.com" }, Action = "sts:AssumeRole" }]
  })
}

resource "aws_lambda_function" "parser" {
  function_name = "${var.prefix}-parser"
  role          = aws_iam_role.parser.arn
  runtime       = "python3.12"
  handler       = "parser.handler"
  filename      = "${path.module}/../build/parser.zip"
  source_code_hash = filebase64sha256("${path.module}/../build/parser.zip")
}
