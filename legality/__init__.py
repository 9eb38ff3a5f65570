"""The reference legality checker for the «Берсерк» rules: rules as data, z3 verdicts with cited reasons.

The public names are imported on first use (PEP 562): `legality.cardtext` or `legality.yamlfile` alone do not pay
for z3, networkx and the rule registry.
"""
from importlib import import_module

_PUBLIC = {"Ruling": "api", "builtin_scenarios": "api", "load_scenario": "api", "rule_action": "api",
           "rule_scenario": "api", "InputError": "errors", "Reason": "verdict", "Verdict": "verdict"}
__all__ = list(_PUBLIC)


def __getattr__(name):
    if name in _PUBLIC:
        value = getattr(import_module(f".{_PUBLIC[name]}", __name__), name)
        globals()[name] = value
        return value
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
