"""`legality serve [--cards BASE.json] [--port N] [--host H]`: the judge's page (docs/serve.md).

Needs the `web` extra (`pip install ".[web]"`); bound to 127.0.0.1 unless told otherwise.
"""
from __future__ import annotations

import sys

from ..errors import InputError


def register(subs) -> None:
    p = subs.add_parser("serve", help="a web page for judges: compose a situation, see the ruling (in Russian)")
    p.add_argument("--cards", metavar="BASE.json", help="a card base (the classic relaunch JSON) offered beside "
                                                        "the built-in cards")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1: this machine only)")
    p.add_argument("--port", type=int, default=8000, help="port (default 8000)")
    p.add_argument("--workers", type=int, default=2, help="ruling processes (default 2)")
    p.add_argument("--time-limit", type=float, default=5.0, metavar="SECONDS",
                   help="time per ruling; past it the page answers unknown with the cause (default 5)")
    p.add_argument("--max-bytes", type=int, default=200_000, help="largest scenario accepted (default 200000)")
    p.add_argument("--max-cards", type=int, default=40, help="most cards in one scenario (default 40)")
    p.set_defaults(func=run)


def run(args) -> int:
    try:
        import uvicorn

        from ..web.app import Limits, create_app
    except ImportError as e:
        raise InputError("command line", None, "serve",
                         f"the page needs the web extra: pip install \"berserk-legality[web]\" ({e.name} is missing)")
    for name, value, low in (("--port", args.port, 1), ("--workers", args.workers, 1),
                             ("--max-bytes", args.max_bytes, 1), ("--max-cards", args.max_cards, 1)):
        if value < low or (name == "--port" and value > 65535) or (name == "--workers" and value > 16):
            raise InputError("command line", None, name, f"{value} is out of range")
    if not 0 < args.time_limit <= 600:
        raise InputError("command line", None, "--time-limit", f"{args.time_limit} is out of range (0, 600]")
    limits = Limits(max_bytes=args.max_bytes, max_cards=args.max_cards, time_limit=args.time_limit,
                    workers=args.workers)
    app = create_app(args.cards, limits)
    pool = app.state.get_pool()
    if not pool.wait_ready(180):
        pool.close()
        raise InputError("command line", None, "serve", "the ruling workers did not start within 180 s")
    config = uvicorn.Config(app, host=args.host, port=args.port, log_level="warning", access_log=False)
    server = uvicorn.Server(config)
    print(f"legality serve: http://{args.host}:{args.port}/ (Ctrl+C to stop)", file=sys.stderr, flush=True)
    server.run()
    pool.close()
    return 0
