"""The reference legality checker for the «Берсерк» rules: rules as data, z3 verdicts with cited reasons."""
from .api import Ruling, builtin_scenarios, load_scenario, rule_action, rule_scenario
from .errors import InputError
from .verdict import Reason, Verdict

__all__ = ["Ruling", "builtin_scenarios", "load_scenario", "rule_action", "rule_scenario", "InputError",
           "Reason", "Verdict"]
