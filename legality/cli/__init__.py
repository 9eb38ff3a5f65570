"""The `legality` command. Each subcommand is a module `cmd_<name>.py` with `register(subparsers)`."""
