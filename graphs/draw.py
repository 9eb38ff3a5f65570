"""Pictures of a graph: DOT text (written here, no graphviz needed) and SVG.

SVG comes from graphviz's `dot` when it is installed, else from a small layered layout of our own: nodes in
layers by their breadth-first depth from the roots, ordered in a layer by their `first` attribute; edges that
go back up (a cycle) are drawn as curves. Node attributes read: label, first, kind, status; edge attributes:
status (executed | cut | blocked | can), label.
"""
from __future__ import annotations

import shutil
import subprocess
from html import escape

import networkx as nx

EDGE_STYLE = {
    "cut": ('color="red", style=dashed, penwidth=2', "#d00", "6,4"),
    "blocked": ('color="gray", style=dotted', "#888", "2,3"),
}


def _ids(g: nx.DiGraph) -> dict:
    """Stable node ids: in order of `first`, then label (never set or dict-hash order)."""
    nodes = sorted(g.nodes, key=lambda n: (g.nodes[n].get("first", 0), str(g.nodes[n].get("label", n))))
    return {n: f"n{i}" for i, n in enumerate(nodes)}


def _q(s: str) -> str:
    return '"' + str(s).replace("\\", "\\\\").replace('"', '\\"') + '"'


def to_dot(g: nx.DiGraph, title: str = "") -> str:
    ids = _ids(g)
    out = ["digraph chain {", "  rankdir=TB;", '  node [shape=box, style="rounded", fontname="sans-serif"];']
    if title:
        out.append(f"  label={_q(title)}; labelloc=t;")
    for n, i in sorted(ids.items(), key=lambda kv: int(kv[1][1:])):
        d = g.nodes[n]
        extra = ", shape=ellipse" if d.get("kind") == "event" else ""
        extra += ", color=gray, fontcolor=gray" if d.get("status") in ("cut", "blocked") else ""
        out.append(f"  {i} [label={_q(d.get('label', n))}{extra}];")
    for u, v in _edges(g, ids):
        d = g.edges[u, v]
        style = EDGE_STYLE.get(d.get("status"), ("", "", ""))[0]
        label = _edge_label(d)
        attrs = ", ".join(a for a in (f"label={_q(label)}" if label else "", style) if a)
        out.append(f"  {ids[u]} -> {ids[v]}" + (f" [{attrs}]" if attrs else "") + ";")
    out.append("}")
    return "\n".join(out) + "\n"


def _edges(g, ids):
    return sorted(g.edges, key=lambda e: (int(ids[e[0]][1:]), int(ids[e[1]][1:])))


def _edge_label(d: dict) -> str:
    steps = [s for s in d.get("steps", ()) if s != d.get("stopped_at")]
    label = d.get("label", "")
    if steps:
        label = "step " + ", ".join(str(s + 1) for s in steps)
    if d.get("status") in ("cut", "blocked"):
        word = "✂ cut" if d["status"] == "cut" else "✗ not declared"
        at = f" at {d['stopped_at'] + 1}" if d.get("stopped_at") is not None else ""
        rules = f" ({d['rules']})" if d.get("rules") else ""
        label = (label + "; " if label else "") + word + at + rules
    return label


def to_svg(g: nx.DiGraph, title: str = "") -> str:
    dot = shutil.which("dot")
    if dot:
        res = subprocess.run([dot, "-Tsvg"], input=to_dot(g, title), capture_output=True, text=True, timeout=60)
        if res.returncode == 0:
            return res.stdout
    return layered_svg(g, title)


def layers(g: nx.DiGraph, ids: dict) -> list[list]:
    """Breadth-first depth from the roots (nodes nothing points to, then any node not yet reached)."""
    order = sorted(g.nodes, key=lambda n: int(ids[n][1:]))
    by_id = lambda ns: sorted(ns, key=lambda n: int(ids[n][1:]))  # noqa: E731
    depth: dict = {}
    for root in [n for n in order if g.in_degree(n) == 0] + order:
        if root in depth:
            continue
        depth[root] = 0
        for u, v in nx.bfs_edges(g, root, sort_neighbors=by_id):
            if v not in depth:
                depth[v] = depth[u] + 1
    out: list[list] = [[] for _ in range(max(depth.values(), default=0) + 1)]
    for n in order:
        out[depth[n]].append(n)
    return out


def layered_svg(g: nx.DiGraph, title: str = "") -> str:
    ids = _ids(g)
    rows = layers(g, ids)
    W, H, GX, GY, TOP = 230, 36, 40, 70, 50 if title else 20
    # room on the right for back edges (cycles) and their labels, and for the title
    width = max(len(r) for r in rows) * (W + GX) + GX + 220 if rows else 200
    width = max(width, 7 * len(title) + 40)
    height = TOP + len(rows) * (H + GY) + 20
    pos = {}
    for y, row in enumerate(rows):
        x0 = GX + (width - 220 - GX - (len(row) * (W + GX) - GX)) / 2
        for x, n in enumerate(row):
            pos[n] = (x0 + x * (W + GX), TOP + y * (H + GY))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{int(width)}" height="{int(height)}" '
           f'font-family="sans-serif" font-size="12">',
           '<defs><marker id="a" viewBox="0 0 10 10" refX="10" refY="5" markerWidth="8" markerHeight="8" '
           'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="context-stroke"/></marker></defs>']
    if title:
        out.append(f'<text x="{width / 2:.0f}" y="24" text-anchor="middle" font-size="14">{escape(title)}</text>')
    for u, v in _edges(g, ids):
        d = g.edges[u, v]
        _, color, dash = EDGE_STYLE.get(d.get("status"), ("", "#333", ""))
        (x1, y1), (x2, y2) = pos[u], pos[v]
        sx, sy, ex, ey = x1 + W / 2, y1 + H, x2 + W / 2, y2
        dash_attr = f' stroke-dasharray="{dash}"' if dash else ""
        if u == v or y2 <= y1:          # a back edge (cycle): curve round the right side
            sx, sy, ex, ey = x1 + W, y1 + H / 2, x2 + W, y2 + H / 2
            bend = 60 + 20 * abs(y1 - y2) / (H + GY)
            path = f"M{sx:.0f},{sy:.0f} C{sx + bend:.0f},{sy:.0f} {ex + bend:.0f},{ey:.0f} {ex:.0f},{ey:.0f}"
            lx, ly = max(sx, ex) + bend * 0.75, (sy + ey) / 2
        else:
            path = f"M{sx:.0f},{sy:.0f} L{ex:.0f},{ey:.0f}"
            lx, ly = (sx + ex) / 2 + 6, (sy + ey) / 2
        out.append(f'<path d="{path}" fill="none" stroke="{color}" stroke-width="1.5"{dash_attr} marker-end="url(#a)"/>')
        label = _edge_label(d)
        if label:
            out.append(f'<text x="{lx:.0f}" y="{ly:.0f}" fill="{color}">{escape(label)}</text>')
    for n, (x, y) in pos.items():
        d = g.nodes[n]
        rx = H / 2 if d.get("kind") == "event" else 6
        grey = d.get("status") in ("cut", "blocked")
        out.append(f'<rect x="{x:.0f}" y="{y:.0f}" width="{W}" height="{H}" rx="{rx:.0f}" fill="#fff" '
                   f'stroke="{"#999" if grey else "#333"}"/>')
        text = str(d.get("label", n))
        if len(text) > 34:
            text = text[:33] + "…"
        out.append(f'<text x="{x + W / 2:.0f}" y="{y + H / 2 + 4:.0f}" text-anchor="middle" '
                   f'fill="{"#999" if grey else "#000"}">{escape(text)}</text>')
    out.append("</svg>")
    return "\n".join(out) + "\n"


def write(g: nx.DiGraph, path: str, title: str = "") -> str:
    """Write DOT or SVG by the file's extension; returns the format written."""
    fmt = "svg" if path.lower().endswith(".svg") else "dot"
    text = to_svg(g, title) if fmt == "svg" else to_dot(g, title)
    with open(path, "w", encoding="utf-8") as fh:
        fh.write(text)
    return fmt
