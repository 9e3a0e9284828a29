"""Dzongkha told from Tibetan: syllables frequent in Dzongkha and rare in Tibetan.

Dzongkha is written in the Tibetan script and passes the syllable-dot test of
seed 000 §2.2 (algorithms.md §1, "decide"). The project's method: the share of
syllables that are Dzongkha grammatical words, which modern written Tibetan
does not use or writes otherwise:

- ལུ  dative/locative particle (Tibetan ལ)
- ཚུ  plural marker (Tibetan ཚོ, རྣམས)
- ཨིན ཨིནམ ཨིནམ་ལས  copula (Tibetan ཡིན)
- འབད འབདཝ འབདཝ་ཨིན  "do" (Tibetan བྱེད)
- ཡོདཔ ཡོདཔ་ཨིན བཟུམ  "exists", "like"
- ཡོདཔ མེདཔ དགོཔ འབདཝ ཨིནམ: a second suffix པ / ཝ / མ, Dzongkha spelling (classical
  Tibetan orthography allows only ད / ས as a second suffix)

A text is Dzongkha when these syllables make at least ``MIN_DZONGKHA_SHARE`` of
its syllables and number at least ``MIN_DZONGKHA_SYLLABLES``.

>>> dzongkha_share("མི་ཚུ་ག་ར་ལུ་ཁྲིམས་ཀྱི་ཉེན་སྐྱོབ་འབད་དགོཔ་ཨིན།")[0] > 0.2
True
>>> dzongkha_share("བོད་ཀྱི་རྒྱལ་ཁབ་ལ་མི་མང་པོ་ཡོད་པ་རེད།")[0]
0.0
"""

from __future__ import annotations

# Syllables (between dots/shads/spaces) that are Dzongkha function words.
DZONGKHA_SYLLABLES = ("ལུ", "ཚུ", "ཨིན", "ཨིནམ", "འབད", "འབདཝ", "ཡོདཔ", "མེདཔ", "དགོཔ", "བཟུམ", "བཏུབ")
# Syllable delimiters: tsheg, non-breaking tsheg, shads, white space.
SYLLABLE_DELIMITERS = ("\u0f0b", "\u0f0c", "\u0f0d", "\u0f0e", "\u0f11", "\u0f14", " ", "\n", "\t", "\r", "\xa0")
_MARK = "\x01"  # a delimiter, doubled so that str.count sees each syllable between its own marks
_MARKED_SYLLABLES = tuple(_MARK + s + _MARK for s in DZONGKHA_SYLLABLES)

# Measured on recognition-dev: Dzongkha UDHR pages 0.075-0.099; Tibetan pages (news,
# literature, UDHR, other genres) <= 0.002; our own Dzongkha sentences >= 0.15.
MIN_DZONGKHA_SHARE = 0.02  # share of syllables that are Dzongkha markers (the geometric middle, 0.012, rounded up)
MIN_DZONGKHA_SYLLABLES = 5  # marker syllables needed at least (a sentence)
MAX_CHARS_EXAMINED = 1500  # characters of Tibetan text examined (~380 syllables: Dzongkha pages hold
#                           markers there on recognition-dev (30-42), Tibetan ones 0-1; a bounded prefix keeps pages fast)


def dzongkha_share(tibetan_text: str) -> tuple[float, int]:
    """(share of syllables that are Dzongkha markers, their count) in a Tibetan-script text.

    Counted in C: every delimiter becomes a doubled mark, and each marker
    syllable is the literal ``mark + syllable + mark`` (``str.count``).
    """
    text = tibetan_text[:MAX_CHARS_EXAMINED]
    if _MARK in text:
        text = text.replace(_MARK, "")
    for delimiter in SYLLABLE_DELIMITERS:
        if delimiter in text:
            text = text.replace(delimiter, _MARK)
    text = (_MARK + text + _MARK).replace(_MARK, _MARK * 2)
    # Syllables: runs of delimiters (a run of two counted once; longer runs are rare) minus one.
    total = text.count(_MARK * 2) - text.count(_MARK * 4) - 1
    if total <= 0:
        return 0.0, 0
    markers = sum(map(text.count, _MARKED_SYLLABLES))
    return markers / total, markers


def is_dzongkha(tibetan_text: str) -> bool:
    """True when the text reads as Dzongkha rather than Tibetan."""
    share, count = dzongkha_share(tibetan_text)
    return share >= MIN_DZONGKHA_SHARE and count >= MIN_DZONGKHA_SYLLABLES
