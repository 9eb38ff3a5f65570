"""Losing tokens, as the classic judges read «когда … теряет {counter}»: a loss is any fact of a card losing
tokens it has — paying them as a cost (2012 216.12: at the Payment object the card «loses tokens»), or an effect
taking them — and not a card leaving play with its tokens (a death). Encoded by the `sequence` tracer
(legality/stack/tracer.py: the payment and the `lose_tokens` event fire `lose_token`; a death does not), the
triggers' `event: lose_token` with `where: {value_at_least: N}` («единовременно теряет 2 или более»)."""
from ..registry import rule

rule(
    "classic:ruling-dev-413", "A loss of tokens is any loss, not a death",
    """Судьи (dev-413, dev-418, Жрец штормов, Прорицательница вершин): важен факт потери, не обязательно в оплате.
Потеря фишек Хозяином склепа или Проклятым магом в результате метания/разряда также вызовет срабатывание
особенности. Гибель Проклятого мага с двумя фишками — не вызовет. (dev-503: когда Яйцо дракона уничтожается — это
не считается потерей фишек.)""",
    "A card loses tokens when it pays them or an effect takes them (one event: the number lost at once); a card "
    "destroyed or leaving play with tokens on it does not lose them.",
    topic="token-loss",
    note="encoded in legality/stack/tracer.py: the payment and `lose_tokens` fire `lose_token` (value: the number "
         "lost); a death with tokens is noted as no loss",
)
