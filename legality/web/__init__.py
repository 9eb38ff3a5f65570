"""The judge's page (`legality serve`): compose a situation or give a scenario YAML, see the ruling.

Layers: `ruling` turns scenario text into the JSON the CLI prints (run in worker processes by `workers`,
so a ruling past its time limit becomes `unknown`); `compose` writes the page's composer state as scenario
YAML; `cardbase` lists the cards the page offers; `app` is the ASGI application and its templates.
"""
