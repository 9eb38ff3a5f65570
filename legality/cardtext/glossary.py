"""The vocabularies of the two card bases: placeholders and tags spelled out in Russian, elements, types.

A placeholder stands for a word of the printed card («{tap}» is the tap icon, «{strike}» «простой удар»).
Each is replaced by the words it stands for before the text is read, so one grammar reads both bases.
A placeholder whose meaning is not established (the base never spells it out) maps to None: a sentence
holding it is kept as text. A placeholder missing from the table is bad input (one line, exit 2).
"""
from __future__ import annotations

# Relaunch base ({name}); meanings from the base's own search stems (`tokens`: «тап», «удар через ряд», …).
RELAUNCH = {
    "tap": "⟨закрыть⟩",              # the tap icon: an ability's cost or «закрыться»
    "instant": "⟨внезапно⟩",         # внезапное действие
    "counter": "фишка",
    "token": "жетон",                 # a token distinct from фишка (e.g. boarding tokens)
    "tok": "жетон",
    "strike": "простой удар",
    "atk": "простой удар",
    "attack": "атака",
    "direct": "направленный удар",
    "uchr": "удар через ряд",
    "armor": "броня",
    "regen": "регенерация",
    "stamina": "стойкость",
    "health": "здоровье",
    "move": "движение",
    "ova": "опыт в атаке",
    "ovz": "опыт в защите",
    "ovs": "опыт в стрельбе",
    "zoal": "защита от атак летающих",
    "zor": "защита от разрядов",
    "zoz": "защита от заклинаний",
    "zom": "защита от магии",
    "zov": "защита от выстрелов",
    "zoo": "защита от отравления",
    "zot": "защита от метания",
    "zozl": None,                     # one card; the base gives no stem for it
    "elite": "элитная",
    "ordinary": "рядовая",
    "first": "⟨первым игроком⟩",     # «{first}: …»: while its player moves first
    "second": "⟨вторым игроком⟩",
    # the two faces of a йордлинг: «{wolf}: …» holds while the card shows its wolf face, «{human}: …» its human one
    "wolf": "⟨в облике волка⟩",
    "human": "⟨в облике человека⟩",
}

# Relaunch `icons`: abilities printed as icons above the text box, not in the text (Броня, Регенерация, защиты,
# опыт, направленный удар). Each becomes a sentence of the card read like its text («Броня 2»); a card read
# without them would be read without its armour. The other icon codes (imp, lep, sph, …) tag what the text
# already says. The number is the ability's value where the ability has one; elsewhere its meaning is not
# established and it is not read.
ICON_ABILITIES = ("armor", "regen", "stamina", "direct", "ova", "ovz", "ovs",
                  "zoal", "zor", "zoz", "zom", "zov", "zoo", "zot")
ICON_VALUED = ("armor", "regen", "stamina", "ova", "ovz", "ovs")

# «Берсерк Онлайн» ([:name]); meanings from each card's machine ability codes (`abilities`).
ONLINE = {
    "tap": "⟨закрыть⟩",
    "unq": "уникальность",
    "atk": "простой удар",
    "cnt": "фишка",
    "tgh": "здоровье",
    "prm": "защита от магии",         # code xmagic
    "drs": "направленный удар",       # code kick.aim.1
    "2hod": "⟨вторым игроком⟩",
    "1hod": "⟨первым игроком⟩",
    "rgn": "регенерация",
    "prs": "защита от выстрелов",     # code xshot
    "prp": "защита от отравления",    # code xpoison
    "ovs": "удар через ряд",          # code rank_kick
    "zoz": "защита от заклинаний",    # code xspell
    "zor": "защита от разрядов",      # code xdischarge
    "mvt": "движение",
    "zomet": "защита от метания",     # code xthrowing
    "fly": "полёт",
}

# Elements: the relaunch `color` bitmask and the online `race` letter, in the card language's spelling.
COLOR_BITS = ((1, "steppe"), (2, "mountain"), (4, "forest"), (8, "swamp"), (16, "dark"), (32, "neutral"))
RACES = {"s": "steppe", "m": "mountain", "f": "forest", "b": "swamp", "d": "dark", "n": "neutral"}

# Card types: relaunch `type` numbers (2 companion and 3 parasite are both attached to a creature), online letters.
RELAUNCH_TYPES = {0: "creature", 1: "flyer", 2: "symbiote", 3: "symbiote", 4: "artifact", 5: "terrain"}
ONLINE_TYPES = {"c": "creature", "e": "equipment", "t": "terrain", "a": "artifact"}

# «Онлайн» class lines: the base prints a card's classes as sentences of their own («Тролль.»); its `classes`
# field holds codes. A sentence that is exactly one of these names is the card's class, not an ability.
ONLINE_CLASSES = {
    "hero.warrior": "Герой-воин", "hero.mage": "Герой-маг", "hero.priest": "Герой-жрец",
    "hero.rogue": "Герой-разбойник", "orc": "Орк", "gnome": "Гном", "elf": "Эльф", "akkeniec": "Аккениец",
    "linung": "Линунг", "coven": "Ковен", "koven": "Ковен", "arhaalit": "Архаалит", "kojar": "Койар",
    "troll": "Тролль", "forest.guard": "Страж леса", "mermaid": "Речная дева", "demon": "Демон",
    "slua": "Слуа", "inquisitor": "Инквизитор", "toa-dan": "Тоа-Дан", "jordling": "Йордлинг",
    "dragon": "Дракон", "garpiya": "Гарпия", "krong.child": "Дитя Кронга", "krong_child": "Дитя Кронга",
    "dark_elf": "Темный эльф", "spawn": "Порождение", "angel": "Ангел", "vozrozhdenny": "Возрожденный",
    "kusaka": "Кусака", "pirat": "Пират", "city": "Город", "desert": "Пустыня", "mountain": "Горы",
}
# Equipment and terrain subtypes printed the same way («Оружие.», «Река.»).
ONLINE_SUBTYPES = ("Оружие", "Доспех", "Зелье", "Щит", "Чешуя", "Лес", "Река", "Болото", "Степь")
