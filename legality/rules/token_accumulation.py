"""Tokens: accumulating a token versus gaining one (classic 2012 218).

«Копит {counter}» / «накапливает фишку» is the playable ability «{tap}: Накопить фишку» (218.3); every other way
a card gets a token (a concentration, an effect) is gaining, not accumulating (218.5). The chain's event classes
read this (`legality/chain_rules.py` event_classes: an `accumulate_token` event is also a `gain`, never the
reverse), so «Когда ваше существо копит {counter}» fires on the ability only (judges' ruling dev-033). The
tracer executes an `accumulate_token` action: its source gets one token.
"""
from ..registry import rule

ACCUMULATE = rule(
    "classic-2012:218.3", "Accumulating a token",
    """218.3. Accumulating a token is a playable ability paid for by closing the card. It gives that card one
token. (Накопление фишки — играемая способность, оплачиваемая закрытием карты; карта получает одну фишку.)""",
    "Accumulating a token is the playable ability paid for by closing: the card gets one token.",
    topic="token-accumulation",
)

GAIN_IS_NOT_ACCUMULATION = rule(
    "classic-2012:218.5", "Accumulating is gaining, not the reverse",
    """218.5. Accumulating a token is gaining a token; gaining a token is not necessarily accumulating one.
(Накопить фишку — значит получить фишку; получить фишку — не обязательно накопить её.)""",
    "An accumulated token is a gained token; a token gained otherwise (an effect, a concentration) is not "
    "accumulated.",
    topic="token-gain",
)
