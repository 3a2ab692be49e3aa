from ._build_info import BUILD_INFO  # noqa: F401
