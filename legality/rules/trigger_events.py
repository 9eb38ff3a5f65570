"""What a trigger's wording fires on, where the classic texts leave it to the judges (the trigger language's event
classes, legality/chain_rules.py `event_classes`)."""
from ..registry import rule

STRIKES = rule(
    "classic:ruling-dev-397", "«При ударе» срабатывает и на магический удар",
    """Судейское решение dev-397 (Кулхан, «При ударе ранить существо противника, стоящее позади атакованного, на
X, где X величина удара (воздействие рунная пика)»): при магическом ударе его особенность срабатывает.""",
    "«При ударе» (a strike of any kind, not the {strike} icon) fires on a magic strike too: the event class "
    "`strikes` holds simple, special and magic strikes.",
    topic="strikes-class",
    note="A judges' ruling (dev-397); the same reading of «удары» as dev-225 (a magic strike is a strike for «+1 к "
         "ударам», legality/card_modifiers.py `strikes`). Under an edition without it, a magic strike meeting a "
         "trigger on `strikes` is `unknown`.",
)
