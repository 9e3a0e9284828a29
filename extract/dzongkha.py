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
- syllables ending in a second suffix པ / ཝ / མ after a consonant suffix
  (ཡོདཔ, འབདཝ, ཨིནམ, བཏུབཔ): Dzongkha spelling; classical Tibetan orthography
  allows only ད/ས as a second suffix.

A text is Dzongkha when these syllables make at least ``MIN_DZONGKHA_SHARE`` of
its syllables and number at least ``MIN_DZONGKHA_SYLLABLES``.

>>> dzongkha_share("མི་ཚུ་ག་ར་ལུ་ཁྲིམས་ཀྱི་ཉེན་སྐྱོབ་འབད་དགོཔ་ཨིན།")[0] > 0.2
True
>>> dzongkha_share("བོད་ཀྱི་རྒྱལ་ཁབ་ལ་མི་མང་པོ་ཡོད་པ་རེད།")[0]
0.0
"""

from __future__ import annotations

import re

# Syllables (between dots/shads/spaces) that are Dzongkha function words.
DZONGKHA_SYLLABLES = frozenset({"ལུ", "ཚུ", "ཨིན", "ཨིནམ", "འབད", "འབདཝ", "ཡོདཔ", "བཟུམ", "མེདཔ", "དགོཔ",
                                 "ཨིནམ་ལས", "བཏུབ", "འོང", "ཨིདྲ"})
# Dzongkha second suffixes པ ཝ མ after a first suffix consonant (ཡོདཔ, འབདཝ, ཨིནམ).
DZONGKHA_SUFFIX_RE = re.compile("[\u0f42\u0f44\u0f51\u0f53\u0f56\u0f58\u0f60\u0f62\u0f63\u0f66][\u0f54\u0f5d\u0f58](?=[\u0f0b\u0f0d\\s])")
SYLLABLE_DELIMITERS = ("\u0f0c", "\u0f0d", "\u0f0e", "\u0f11", "\u0f14", " ", "\n", "\t", "\r", "\xa0")

# Measured: Dzongkha UDHR texts 0.08-0.12 and our own Dzongkha sentences >= 0.15;
# Tibetan news/literature pages of recognition-dev <= 0.01.
MIN_DZONGKHA_SHARE = 0.04  # share of syllables that are Dzongkha markers
MIN_DZONGKHA_SYLLABLES = 5  # marker syllables needed at least (a sentence)
# Cap on the syllables examined (C-level split of a bounded prefix keeps big pages fast).
MAX_SYLLABLES_EXAMINED = 20000


def dzongkha_share(tibetan_text: str) -> tuple[float, int]:
    """(share of syllables that are Dzongkha markers, their count) in a Tibetan-script text."""
    text = tibetan_text[: MAX_SYLLABLES_EXAMINED * 5]
    # Shads, spaces and line ends delimit syllables like the dot (C-level replace + split).
    flat = text
    for mark in SYLLABLE_DELIMITERS:
        if mark in flat:
            flat = flat.replace(mark, "\u0f0b")
    syllables = flat.split("\u0f0b")
    total = len(syllables) - syllables.count("")
    if not total:
        return 0.0, 0
    markers = sum(map(DZONGKHA_SYLLABLES.__contains__, syllables))
    markers += len(DZONGKHA_SUFFIX_RE.findall(text))
    return markers / total, markers


def is_dzongkha(tibetan_text: str) -> bool:
    """True when the text reads as Dzongkha rather than Tibetan."""
    share, count = dzongkha_share(tibetan_text)
    return share >= MIN_DZONGKHA_SHARE and count >= MIN_DZONGKHA_SYLLABLES
