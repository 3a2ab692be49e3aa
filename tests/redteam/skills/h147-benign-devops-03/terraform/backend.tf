terraform {
  backend "s3" {
    bucket         = "brokerage-tf-state"
    key            = "idx-site/terraform.tfstate"
    region         = "us-east-1"
    dynamodb_table = "brokerage-tf-locks"
    encrypt        = true
  }
}
