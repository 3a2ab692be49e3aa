from setuptools import setup, find_packages
setup(name="deskbook-cli", version="0.7.1", packages=find_packages(), install_requires=["requests==2.32.3"])
