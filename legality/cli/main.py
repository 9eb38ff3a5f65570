"""Entry point: `legality <command> …`. Subcommands are discovered from `cmd_*.py` modules in name order."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from ..errors import InputError


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="legality",
        description="Reference legality checker for the «Берсерк» and «Берсерк. Герои» rules.")
    subs = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .. import cli as pkg
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            importlib.import_module(f"{pkg.__name__}.{info.name}").register(subs)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return args.func(args)
    except InputError as e:
        print(e.one_line(), file=sys.stderr)
        return e.exit_code
    except BrokenPipeError:
        return 0
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
