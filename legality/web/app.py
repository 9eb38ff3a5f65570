"""The ASGI application of `legality serve`: server-rendered pages (Jinja2, autoescaped) and a small JSON API.

Routes: `/` the page (`?s=` a permalink: the scenario YAML, compressed, in the URL); `POST /ruling` the ruling
as an HTML fragment; `POST /api/rule` the ruling as JSON (raw YAML body, as `legality check --json` gives
it); `POST /api/compose` composer state → YAML; `POST /api/open` YAML → composer state; `GET /api/cards`
autocomplete; `GET /api/rules/{id}` a rule's Russian text. Every body is read up to a size limit; rulings
run in worker processes with a time limit (legality.web.workers).
"""
from __future__ import annotations

import asyncio
import base64
import binascii
import json
import os
import zlib
from collections import OrderedDict
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass

import jinja2
from fastapi import FastAPI, Request
from fastapi.responses import HTMLResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles

from ..errors import InputError
from ..registry import EDITIONS, load_rules
from .cardbase import CardIndex, build_index
from .compose import from_text, to_yaml
from .labels import NOTES, VERDICTS, choices
from .ruling import PAGE_NAME
from .workers import Busy, RulingPool

HERE = os.path.dirname(__file__)
MAX_LINK = 8000     # longer permalinks are refused by servers and mail clients: the page offers the YAML instead


@dataclass(frozen=True)
class Limits:
    max_bytes: int = 200_000        # a posted scenario (and any request body)
    max_cards: int = 40             # cards in one scenario (the board has 30 cells)
    time_limit: float = 5.0         # seconds per ruling; past it: `unknown` with the cause
    wait_limit: float = 15.0        # seconds a request may wait for a free worker; past it: 503
    workers: int = 2
    cache: int = 512                # rulings kept (rulings are deterministic: fixed seeds and limits) …
    cache_bytes: int = 64_000_000   # … in at most this many bytes of scenario text and answer


class TooLarge(Exception):
    pass


async def read_body(request: Request, limit: int) -> bytes:
    """The request body, refused past `limit` bytes whatever the Content-Length says."""
    declared = request.headers.get("content-length")
    if declared and declared.isdigit() and int(declared) > limit:
        raise TooLarge()
    chunks, size = [], 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > limit:
            raise TooLarge()
        chunks.append(chunk)
    return b"".join(chunks)


def encode_permalink(text: str) -> str:
    return base64.urlsafe_b64encode(zlib.compress(text.encode("utf-8"), 9)).decode("ascii").rstrip("=")


def decode_permalink(s: str, limit: int) -> str:
    try:
        raw = base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))
        d = zlib.decompressobj()
        out = d.decompress(raw, limit + 1)
        if len(out) > limit or d.unconsumed_tail:
            raise InputError("permalink", None, "s", f"the scenario is larger than the page's limit of {limit:,} bytes")
        return out.decode("utf-8")
    except (binascii.Error, zlib.error, UnicodeDecodeError, ValueError):
        raise InputError("permalink", None, "s", "the link is damaged: it does not hold a scenario") from None


def create_app(cards_base: str | None = None, limits: Limits = Limits(), pool: RulingPool | None = None) -> FastAPI:
    index: CardIndex = build_index(cards_base)
    rules = load_rules()
    env = jinja2.Environment(loader=jinja2.FileSystemLoader(os.path.join(HERE, "templates")),
                             autoescape=True, undefined=jinja2.StrictUndefined, trim_blocks=True,
                             lstrip_blocks=True)
    env.globals.update(editions=EDITIONS, limits=limits, verdict_labels=VERDICTS, note_labels=NOTES,
                       choices=json.dumps(choices(), ensure_ascii=False))
    env.filters["b64"] = lambda s: base64.b64encode(s.encode("utf-8")).decode("ascii")
    state = {"pool": pool}
    threads = ThreadPoolExecutor(max_workers=64, thread_name_prefix="ruling-wait")
    cache: OrderedDict = OrderedDict()
    sizes = [0]                     # bytes held by the cache (texts and answers)

    def get_pool() -> RulingPool:
        if state["pool"] is None:
            state["pool"] = RulingPool(limits.workers, limits.time_limit, limits.wait_limit, cards_base)
        return state["pool"]

    @asynccontextmanager
    async def lifespan(_app):
        yield
        if state["pool"] is not None:
            state["pool"].close()
        threads.shutdown(wait=False, cancel_futures=True)

    app = FastAPI(title="legality serve", docs_url=None, redoc_url=None, openapi_url=None, lifespan=lifespan)
    app.mount("/static", StaticFiles(directory=os.path.join(HERE, "static")), name="static")

    async def rule(text: str, edition: str | None) -> dict:
        return (await rule_encoded(text, edition))[0]

    async def rule_encoded(text: str, edition: str | None) -> tuple[dict, bytes]:
        """The ruling and its JSON bytes; both kept for a repeated question (rulings are deterministic)."""
        key = (text, edition)
        if key in cache:
            cache.move_to_end(key)
            return cache[key]
        job = {"text": text, "edition": edition, "max_bytes": limits.max_bytes, "max_cards": limits.max_cards}
        result = await asyncio.get_running_loop().run_in_executor(threads, lambda: get_pool().run(**job))
        out = (result, json.dumps(result, ensure_ascii=False).encode("utf-8"))
        if not result.get("unanswered") and key not in cache:
            cache[key] = out
            sizes[0] += len(text) + len(out[1])
            while len(cache) > limits.cache or sizes[0] > limits.cache_bytes:
                (old_text, _), (_, old_bytes) = cache.popitem(last=False)
                sizes[0] -= len(old_text) + len(old_bytes)
        return out

    def edition_param(value) -> str | None:
        if value in (None, "", "all"):
            return None
        if value not in EDITIONS:
            raise InputError("request", None, "edition",
                             f"unknown edition {value!r}; expected one of: {', '.join(EDITIONS)}")
        return value

    def page(template: str, status: int = 200, **ctx) -> HTMLResponse:
        return HTMLResponse(env.get_template(template).render(**ctx), status_code=status)

    def result_fragment(result: dict, text: str, edition: str | None) -> str:
        link = "/?s=" + encode_permalink(text) + (f"&e={edition}" if edition else "")
        if len(link) > MAX_LINK:
            link = None
        return env.get_template("result.html").render(result=result, permalink=link)

    @app.exception_handler(TooLarge)
    async def _too_large(request, exc):
        msg = f"request: body: larger than the page's limit of {limits.max_bytes:,} bytes"
        return JSONResponse({"ok": False, "error": msg}, status_code=413)

    @app.exception_handler(Busy)
    async def _busy(request, exc):
        msg = f"server: busy: no ruling worker became free within {limits.wait_limit:g} s; try again"
        return JSONResponse({"ok": False, "error": msg}, status_code=503)

    @app.exception_handler(InputError)
    async def _bad_input(request, exc):
        return JSONResponse({"ok": False, "error": exc.one_line()}, status_code=400)

    @app.get("/", response_class=HTMLResponse)
    async def home(request: Request, s: str | None = None, e: str | None = None):
        composer, yaml_text, fragment, error = None, "", "", ""
        edition = None
        try:
            edition = edition_param(e)
            if s:
                yaml_text = decode_permalink(s, limits.max_bytes)
                composer = from_text(PAGE_NAME, yaml_text)
                fragment = result_fragment(await rule(yaml_text, edition), yaml_text, edition)
        except InputError as exc:
            error = exc.one_line()
        return page("index.html", composer=json.dumps(composer, ensure_ascii=False), yaml_text=yaml_text,
                    fragment=fragment, error=error, edition=edition or "", base=cards_base,
                    offered=len(index.cards), left_out=index.left_out)

    @app.post("/ruling", response_class=HTMLResponse)
    async def ruling_html(request: Request):
        try:
            body = json.loads((await read_body(request, limits.max_bytes)).decode("utf-8") or "{}")
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise InputError("request", None, "body", "expected JSON: {\"yaml\": …, \"edition\": …}") from None
        text = body.get("yaml") if isinstance(body, dict) else None
        if not isinstance(text, str) or not text.strip():
            raise InputError("request", None, "yaml", "no scenario given: compose one or paste its YAML")
        edition = edition_param(body.get("edition"))
        return HTMLResponse(result_fragment(await rule(text, edition), text, edition))

    @app.post("/api/rule")
    async def ruling_json(request: Request, edition: str | None = None):
        raw = await read_body(request, limits.max_bytes)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError("request", None, "body", f"not UTF-8 text (byte {exc.start})") from None
        result, encoded = await rule_encoded(text, edition_param(edition))
        return Response(encoded, status_code=200 if result["ok"] else 400, media_type="application/json")

    @app.post("/api/compose")
    async def compose(request: Request):
        raw = await read_body(request, limits.max_bytes)
        try:
            st = json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, json.JSONDecodeError):
            raise InputError("composer", None, "state", "not JSON") from None
        cards = st.get("cards") if isinstance(st, dict) else None
        if isinstance(cards, list) and len(cards) > limits.max_cards:
            raise InputError("composer", None, "cards", f"{len(cards)} cards; the page's limit is {limits.max_cards}")
        return {"ok": True, "yaml": to_yaml(st, index)}

    @app.post("/api/open")
    async def open_yaml(request: Request):
        raw = await read_body(request, limits.max_bytes)
        try:
            text = raw.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise InputError(PAGE_NAME, None, "file", f"not UTF-8 text (byte {exc.start})") from None
        return {"ok": True, "state": from_text(PAGE_NAME, text)}

    @app.get("/api/cards")
    async def cards(q: str = "", edition: str = "classic"):
        edition = edition_param(edition) or "classic"
        return [{"name": c.name, "origin": c.origin, "text": c.text,
                 "features": [{"id": fid, "text": ft} for fid, ft in c.features]}
                for c in index.search(q[:100], edition)]

    @app.get("/api/rules/{rule_id}")
    async def rule_text(rule_id: str):
        r = rules.get(rule_id)
        if r is None:
            return JSONResponse({"ok": False, "error": f"request: rule: unknown rule id {rule_id!r}"}, 404)
        return {"ok": True, "id": r.id, "title": r.title, "text_ru": r.text_ru, "summary": r.summary}

    @app.get("/favicon.ico")
    async def favicon():
        return Response(status_code=204)

    @app.get("/healthz")
    async def health():
        return {"ok": True}

    app.state.get_pool = get_pool
    return app
