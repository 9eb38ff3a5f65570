"""Entry point: `legality <command> …`. Subcommands are discovered from `cmd_*.py` modules in name order."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys

from .. import i18n
from ..errors import InputError
from ..i18n import LANGUAGES

LANG_HELP = "language of the program's own messages: en or ru (default: from the locale, else en)"


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="legality",
        description="Reference legality checker for the «Берсерк» and «Берсерк. Герои» rules.")
    parser.add_argument("--lang", choices=LANGUAGES, help=LANG_HELP)
    subs = parser.add_subparsers(dest="command", metavar="COMMAND")
    from .. import cli as pkg
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.startswith("cmd_"):
            importlib.import_module(f"{pkg.__name__}.{info.name}").register(subs)
    for sub in subs.choices.values():     # `legality check --lang ru` as well as `legality --lang ru check`
        sub.add_argument("--lang", choices=LANGUAGES, default=argparse.SUPPRESS, help=LANG_HELP)
    return parser


def main(argv=None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    i18n.use(i18n.language(args.lang))
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
