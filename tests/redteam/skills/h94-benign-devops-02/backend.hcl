bucket = "tfstate-parkops-example"
key = "camtrap/terraform.tfstate"
region = "us-west-2"
