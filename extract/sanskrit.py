"""Sanskrit in Tibetan script told from Tibetan: mantras and dharanis are Tibetan script, not Tibetan language.

Tibetan script writes Sanskrit (mantras, dharanis, the titles of translated
sutras) with letters and marks that Tibetan words do not use (Unicode 15.0
§13.4, Tibetan: "the Tibetan script ... is also used to write Sanskrit"):

- the long vowels ཱ ཱི ཱུ and ཻ ཽ, the vocalic ྲྀ ཷ ླྀ ཹ and ཱྀ (U+0F71, U+0F73,
  U+0F75-U+0F79, U+0F7B, U+0F7D, U+0F80, U+0F81);
- the anusvara ཾ, the visarga ཿ, the candrabindu ྂ ྃ and the virama ྄ (U+0F7E,
  U+0F7F, U+0F82-U+0F84);
- the retroflex letters ཊ ཋ ཌ ཎ ཥ and ཀྵ (U+0F4A-U+0F4E, U+0F65, U+0F69) and their
  subjoined forms (U+0F9A-U+0F9E, U+0FB5, U+0FB9);
- the voiced aspirates གྷ ཌྷ དྷ བྷ ཛྷ, written precomposed (U+0F43 ...) or as the
  letter and a subjoined ཧ (NFC: U+0F42 U+0FB7 ...);
- the syllable ༀ (oṃ, U+0F00).

A syllable (a run of Tibetan letters and signs) holding any of them is a
Sanskrit syllable, and ༀ is one. Tibetan prose quotes mantras and writes some
foreign names so; only a text whose syllables are mostly Sanskrit is Sanskrit
(:func:`is_sanskrit`: at least ``MIN_SANSKRIT_SHARE`` of its syllables, at least
``MIN_SANSKRIT_SYLLABLES`` of them), the way :mod:`extract.dzongkha` asks
Dzongkha grammar to outweigh Tibetan's. Its language is ``sa-Tibt`` (BCP 47).

>>> is_sanskrit("ཏདྱ་ཐཱ། ༀ་ག་ཏེ་ག་ཏེ་པཱ་ར་ག་ཏེ་པཱ་ར་སཾ་ག་ཏེ་བོ་དྷི་སྭཱ་ཧཱ།")
True
>>> is_sanskrit("བོད་ཀྱི་སྐད་ཡིག་ནི་བོད་མི་རྣམས་ཀྱི་སྐད་ཡིག་ཡིན། ཁོང་གིས་ༀ་མ་ཎི་པདྨེ་ཧཱུྃ་ཞེས་བཟླས།")
False
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from extract.scripts import TIBETAN_LETTER_RANGE

SANSKRIT_LANGUAGE = "sa-Tibt"  # BCP 47: Sanskrit in Tibetan script
OM = "\u0f00"  # TIBETAN SYLLABLE OM
# The characters only Sanskrit writes (module docstring), as a character-class body.
SANSKRIT_CHARACTERS = ("\u0f71\u0f73\u0f75-\u0f79\u0f7b\u0f7d-\u0f84"  # long and vocalic vowels, ai, au, marks
                       "\u0f43\u0f4a-\u0f4e\u0f52\u0f57\u0f5c\u0f65\u0f69"  # retroflex, ṣa, kṣa, precomposed aspirates
                       "\u0f93\u0f9a-\u0f9e\u0fa2\u0fa7\u0fac\u0fb5\u0fb9")  # their subjoined forms
# A voiced aspirate written as ག ཌ ད བ ཛ (or their subjoined forms) and a subjoined ཧ U+0FB7.
ASPIRATE = "[\u0f42\u0f4c\u0f51\u0f56\u0f5b\u0f92\u0f9c\u0fa1\u0fa6\u0fab]\u0fb7"
# The marks nearly every Sanskrit passage holds (a text of none is Tibetan before any syllable is counted).
COMMON_MARKS = ("\u0f71", "\u0f7e", "\u0f7f", "\u0f83", OM)  # ཱ ཾ ཿ ྃ ༀ

_L = TIBETAN_LETTER_RANGE
SYLLABLE_RE = re.compile(f"[{_L}]+|{OM}")
SANSKRIT_SYLLABLE_RE = re.compile(f"[{_L}]*?(?:[{SANSKRIT_CHARACTERS}]|{ASPIRATE})[{_L}]*|{OM}")

# Measured on Tibetan: the 190 bo ground-truth texts of extraction-dev: at most 0.028 of a text's syllables are
# Sanskrit, at most 0.041 in any window of 1,500 characters (mantras quoted, foreign names); the visible text of
# recognition-dev's 100 bo and dz pages at most 0.047. On Sanskrit: our own dharani 0.36, mantras 0.29-0.6 each
# (0.51 together); pages of mantras or dharanis with a Tibetan title and menu 0.32-0.51.
MIN_SANSKRIT_SHARE = 0.25  # Sanskrit syllables per syllable: most of a text in Sanskrit passages (Sanskrit pages
#                           measured 0.29-0.6, Tibetan at most 0.047: a liturgy of Tibetan verses and mantras stays bo)
MIN_SANSKRIT_SYLLABLES = 4  # Sanskrit syllables needed at least (a text of a few syllables does not tell)
MAX_CHARS_EXAMINED = 6000  # characters examined (~1,500 syllables; the recogniser passes a sample of windows)


@dataclass(frozen=True)
class SanskritEvidence:
    """What :func:`sanskrit_evidence` counted in a text."""

    syllables: int  # Tibetan-script syllables examined
    sanskrit: int  # of them, Sanskrit syllables

    @property
    def share(self) -> float:
        return self.sanskrit / self.syllables if self.syllables else 0.0

    @property
    def is_sanskrit(self) -> bool:
        return self.sanskrit >= MIN_SANSKRIT_SYLLABLES and self.share >= MIN_SANSKRIT_SHARE


def could_be_sanskrit(text: str) -> bool:
    """False when the text holds fewer than MIN_SANSKRIT_SYLLABLES of the common Sanskrit marks ཱ ཾ ཿ ྃ ༀ
    (C-level counts): most Tibetan pages stop here, before any syllable is counted.

    >>> could_be_sanskrit("བོད་ཀྱི་སྐད་ཡིག"), could_be_sanskrit("ༀ་ཨཱཿཧཱུྃ།")
    (False, True)
    """
    text = text[:MAX_CHARS_EXAMINED]
    return sum(map(text.count, COMMON_MARKS)) >= MIN_SANSKRIT_SYLLABLES


def sanskrit_evidence(text: str) -> SanskritEvidence:
    """The syllables and the Sanskrit syllables of (the first MAX_CHARS_EXAMINED characters of) a text."""
    text = text[:MAX_CHARS_EXAMINED]
    return SanskritEvidence(len(SYLLABLE_RE.findall(text)), len(SANSKRIT_SYLLABLE_RE.findall(text)))


def is_sanskrit(text: str) -> bool:
    """True when the Tibetan-script text is mostly Sanskrit (the module docstring's ladder)."""
    return could_be_sanskrit(text) and sanskrit_evidence(text).is_sanskrit
