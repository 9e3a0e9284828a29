"""Dzongkha told from Tibetan: Dzongkha grammar against Tibetan grammar, with a minimum of evidence.

Dzongkha is written in the Tibetan script and passes the syllable-dot test of
seed 000 §2.2 (algorithms.md §1, "decide"). Single syllables do not tell the two
apart (ལུ is a Dzongkha particle and half of Tibetan ལུ་གུ "lamb"; ཨིན is the
Dzongkha copula and the first syllable of Tibetan ཨིན་ཇི "English"; a syllable
ending in མ is Tibetan གནམ "sky" or ལམ "road" as often as Dzongkha ཨིནམ).
So a text is Dzongkha only when grammar that Tibetan does not have shows up in
several *kinds*, often enough, and outweighs the grammar that only Tibetan has:

Dzongkha evidence (:data:`DZONGKHA_KINDS`), each a syllable in its context:

- ``second-suffix``: Dzongkha spelling of nominalised and other forms, a
  syllable that is no Classical Tibetan syllable but becomes one without a final
  པ / ཝ / མ (ཡོདཔ མེདཔ ཨིནམ འབདཝ དགོཔ ཆོགཔ གསརཔ ལགཔ ཆརཔ). Checked on the
  syllable's structure (:func:`is_classical_syllable`: prefix, root stack,
  suffix, second suffix ད/ས after the letters that take it), never by its last
  letter alone: གནམ ལམ བསམ ཁྱིམ are classical.
- ``copula``: ཨིན ending a clause or followed by Dzongkha endings (ཨིན། ཨིན་རུང ཨིན་པས ཨིན་ན).
- ``dative``: the particle ལུ (not ལུ་གུ).
- ``plural``: the plural ཚུ (not ཚུ་རོལ "this side").
- ``do``: འབད "do" (not Tibetan འབད་བརྩོན / འབད་རྩོལ / འབད་པ "effort").
- ``lexical``: Dzongkha words: ག་ར "all", ཡངན "or", ལཱ "work", འགྱོ "go", བཟུམ
  "like", ག་ཅི ག་ཏེ ག་སྟེ ག་དེ "what/where/how", སྦེ (adverbial), ང་བཅས "we", ཕྲུགུ "child".

Tibetan evidence (:data:`TIBETAN_SYLLABLES`): ཡིན རེད བྱེད བྱས རྣམས ཚོ (and ཚོས ཚོའི ཚོར), which
Dzongkha writes ཨིན, (none), འབད, འབད, ཚུ, ཚུ.

A text is Dzongkha when (a flat ladder, :func:`is_dzongkha`): its Dzongkha
evidence counts at least ``MIN_DZONGKHA_MARKERS``, in at least
``MIN_DZONGKHA_KINDS`` kinds, and at least ``DZONGKHA_OVER_TIBETAN`` times its
Tibetan evidence.

>>> is_dzongkha("ང་ནངས་པ་ཕུན་ཚོགས་གླིང་ལུ་འགྱོ་ནི་ཨིན། ཁོང་ཚུ་གིས་ལཱ་འབད་དེ་ཡོདཔ་ཨིན།")
True
>>> is_dzongkha("གནམ་གཤིས་ཡག་པོ་འདུག ལམ་ཁ་ལ་མི་མང་པོ་ཡོད་པ་རེད། ཁོ་ལུ་གུ་ཉོ་བར་ཕྱིན།")
False
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import lru_cache
from itertools import repeat

from extract.scripts import TIBETAN_LETTER_RANGE

# --- Classical Tibetan syllable structure -----------------------------------------

PREFIXES = frozenset("གདབམའ")  # the five prefix letters (sngon 'jug)
SUFFIXES = frozenset("གངདནབམའརལས")  # the ten suffix letters (rjes 'jug)
SECOND_SUFFIX_AFTER = {"ད": frozenset("ནརལ"), "ས": frozenset("གངབམ")}  # the second suffix (yang 'jug) and
#                                                                      the suffixes it may follow
PARTICLE_AFTER_ACHUNG = frozenset("མངས")  # འམ འང འས after a vowel-final syllable (ངའམ ཡའང)
DZONGKHA_SECOND_SUFFIXES = frozenset("པཝམ")  # letters Dzongkha spelling adds after a final (ཡོདཔ འབདཝ ཨིནམ)
BASE_LETTERS = (0x0F40, 0x0F6C)  # Tibetan base consonants
SUBJOINED = (0x0F90, 0x0FBC)  # subjoined consonants (a stack's lower letters)
SANSKRIT_MARKS = frozenset("\u0f7e\u0f7f\u0f82\u0f83\u0f84")  # anusvara, visarga, candrabindu, virama:
#                                                               Sanskrit in Tibetan script, no grammar


def _units(syllable: str) -> list[tuple[str, bool, bool]] | None:
    """The syllable as stacks: (base letter, has subjoined letters, has a vowel sign); None if it is not
    letters and signs only (or carries Sanskrit marks)."""
    units: list[list] = []
    for ch in syllable:
        code = ord(ch)
        if BASE_LETTERS[0] <= code <= BASE_LETTERS[1]:
            units.append([ch, False, False])
        elif not units or ch in SANSKRIT_MARKS:
            return None
        elif SUBJOINED[0] <= code <= SUBJOINED[1]:
            units[-1][1] = True
        elif 0x0F71 <= code <= 0x0F87:
            units[-1][2] = True
        else:
            return None
    return [(b, s, v) for b, s, v in units]


def _classical(units: list[tuple[str, bool, bool]]) -> bool:
    """[prefix] root [suffix [second suffix]], or a vowel-final root with the particles འི འུ འོ འམ འང."""
    for has_prefix in (False, True):
        if has_prefix:
            if len(units) < 2 or units[0][0] not in PREFIXES or units[0][1] or units[0][2]:
                continue
        rest = units[1 + has_prefix:]
        if not rest:
            return True
        if len(rest) > 2 or any(sub for _, sub, _ in rest):
            continue
        (suffix, _, suffix_vowel), second = rest[0], rest[1:]
        if suffix not in SUFFIXES or (suffix_vowel and suffix != "འ"):
            continue
        if not second:
            return True
        letter, _, vowel = second[0]
        if vowel:
            continue
        if suffix == "འ" and letter in PARTICLE_AFTER_ACHUNG:
            return True
        if suffix in SECOND_SUFFIX_AFTER.get(letter, ()):
            return True
    return False


def is_classical_syllable(syllable: str) -> bool:
    """True when ``syllable`` has the structure of a Classical Tibetan syllable.

    >>> [is_classical_syllable(s) for s in ("གནམ", "ལམ", "བསྒྲུབས", "མིའི", "ཡོདཔ", "ཨིནམ", "འབདཝ")]
    [True, True, True, True, False, False, False]
    """
    units = _units(syllable)
    return units is not None and _classical(units)


@lru_cache(maxsize=4096)
def _second_suffix(syllable: str) -> bool:
    return is_second_suffix_spelling(syllable)


def is_second_suffix_spelling(syllable: str) -> bool:
    """True for Dzongkha spellings like ཡོདཔ ཨིནམ འབདཝ: not classical, classical without a final པ/ཝ/མ.

    >>> [is_second_suffix_spelling(s) for s in ("ཡོདཔ", "ཨིནམ", "འབདཝ", "ཆརཔ", "དགོཔ", "གནམ", "ལམ", "བསམ")]
    [True, True, True, True, True, False, False, False]
    """
    units = _units(syllable)
    if units is None or len(units) < 2 or _classical(units):
        return False
    last, sub, vowel = units[-1]
    if last not in DZONGKHA_SECOND_SUFFIXES or sub or vowel:
        return False
    stem = units[:-1]
    # The stem must end a word by itself: a vowel or a final letter, not a lone root.
    return (len(stem) >= 2 or stem[0][2]) and _classical(stem)


# --- the evidence --------------------------------------------------------------------

_L = TIBETAN_LETTER_RANGE  # letters and signs of a syllable
_END = f"(?![{_L}])"  # a syllable ends here
_DOT = "[\u0f0b\u0f0c]"  # tsheg
_NEXT = f"{_DOT}(?:{{}}){_END}"  # the next syllable is one of ...
_CLAUSE_END = "(?:[\u0f0b\u0f0c]?[\u0f0d-\u0f14\\s]|$)"  # a shad, white space or the end



def _word(word: str) -> str:
    """``word`` as a whole syllable (or syllables): its letters first (a literal prefix the regex engine
    skips to), then the look behind at what precedes it, then its end."""
    return f"{word}(?<![{_L}]{word}){_END}"


# Each Dzongkha kind: patterns that match its syllables in their context.
DZONGKHA_KINDS: dict[str, tuple[str, ...]] = {
    # after a syllable of the clause (not the interjection ཨིན། alone), ending it or before a Dzongkha ending
    "copula": (f"ཨིན(?:(?<=[{_L}][\u0f0b\u0f0c]ཨིན)|(?<=[\u0f0b\u0f0c] ཨིན))"
               f"(?={_CLAUSE_END}|{_NEXT.format('རུང|པས|པའི|ན|ནོ|མས|ཟེར')})",),
    # not in Tibetan words holding the syllable: ལུ་གུ "lamb", གློ་ལུ / ལུ་བ "cough", ཚ་ལུ་མ "orange"
    "dative": (f"{_word('ལུ')}(?<!གློ{_DOT}ལུ)(?<!ཚ{_DOT}ལུ)(?!{_NEXT.format('གུ|གུའི|གུས|གུར|བ|བའི|མ|ལུ')})",),
    "plural": (f"{_word('ཚུ')}(?!{_NEXT.format('རོལ|ཚུ|ཚོད')})",),
    # "do" before a Dzongkha ending (Tibetan writes འབད "strive": འབད་བརྩོན, ལ་འབད་ཀྱིན, འབད་དགོས)
    "do": (f"འབད(?<![{_L}]འབད){_DOT}(?:ནི|ནིའི|དེ|ཡི|བའི|བ|དགོ|དགོཔ|རུང|ཚུགས|བཞག|ཅི|སྦེ|མི|དོ|ཞིནམ){_END}",),
    # ག་ར "all", ག་དེམ "how much", ཡངན "or", ལཱ "work", འགྱོ "go", བཟུམ "like", སྦེ (adverbial), ང་བཅས "we", ཕྲུགུ "child"
    "lexical": tuple(map(_word, (f"ག{_DOT}ར", f"ག{_DOT}དེམ", "ཡངན", f"ལཱ{_DOT}འབད", f"ལཱ{_DOT}ཚུ", "འགྱོ", "བཟུམ",
                                  "སྦེ", f"ང{_DOT}བཅས", "ཕྲུགུ"))),
}
TIBETAN_SYLLABLES = frozenset({"ཡིན", "རེད", "བྱེད", "བྱས", "རྣམས", "ཚོ", "ཚོས", "ཚོའི", "ཚོར"})  # Tibetan markers
_KINDS = {kind: tuple(map(re.compile, patterns)) for kind, patterns in DZONGKHA_KINDS.items()}
_REGEX_SYNTAX = frozenset("\\.^$*+?{}[]|()")
_QUANTIFIERS = frozenset("*+?{")


def literal_head(pattern: str) -> str:
    """The literal text every match of ``pattern`` starts with (its leading characters that are no regex
    syntax, less the last when a quantifier follows it).

    >>> literal_head("ཡངན(?![ཀ])"), literal_head("ག[་༌]ར"), literal_head("ཨིན?")
    ('ཡངན', 'ག', 'ཨི')
    """
    end = 0
    while end < len(pattern) and pattern[end] not in _REGEX_SYNTAX:
        end += 1
    if end < len(pattern) and pattern[end] in _QUANTIFIERS:
        end -= 1
    return pattern[:max(0, end)]


# Per kind, (head, pattern) pairs: a pattern whose literal head is absent from a text cannot match
# there, and ``str.__contains__`` (a fast substring search) says so for a fraction of a regex search.
_HEADED_KINDS = tuple(tuple(zip(map(literal_head, patterns), compiled))
                      for patterns, compiled in zip(DZONGKHA_KINDS.values(), _KINDS.values()))
_SYLLABLE_RE = re.compile(f"[{_L}]+")
_SEARCH = re.Pattern.search
_SECOND_SUFFIX_LETTERS = tuple(DZONGKHA_SECOND_SUFFIXES)

# Measured on Tibetan: the 190 bo ground-truth texts of extraction-dev (1.5 M characters) and the visible
# Tibetan of the 97 bo pages of recognition-dev, in every window of 300 characters (stride 50; 69,698
# windows) and of 1,500 characters (stride 250; 13,002 windows): at most 3 Dzongkha syllables and 1 kind
# (names and loans: ཞི་ལུ, མར་ཊིན་ལུ་ཐར, ཚུ་ཚོད; typos like ཕབཔ). On Dzongkha: the 3 dz pages of
# recognition-dev hold 39-52 syllables of evidence in 5-6 kinds and no Tibetan marker in their first
# 1,500 characters; our own two-sentence Dzongkha texts (tests) 5-8 in 3-5 kinds.
MIN_DZONGKHA_MARKERS = 4  # syllables of Dzongkha evidence needed at least (Tibetan max 3, Dzongkha >= 5)
MIN_DZONGKHA_KINDS = 3  # distinct kinds of evidence needed (Tibetan max 1: a margin of one kind; Dzongkha >= 3)
DZONGKHA_OVER_TIBETAN = 2.0  # Dzongkha evidence at least this many times the Tibetan markers (a text mixing
#                              both is Tibetan unless Dzongkha clearly dominates; Dzongkha measured 0 markers)
MAX_CHARS_EXAMINED = 1500  # characters of Tibetan text examined (~380 syllables; a bounded prefix keeps pages
#                           fast: Dzongkha pages of recognition-dev hold 30+ markers there)


@dataclass(frozen=True)
class DzongkhaEvidence:
    """What :func:`dzongkha_evidence` counted in a text."""

    syllables: int  # Tibetan-script syllables examined
    markers: int  # Dzongkha evidence (syllables)
    kinds: tuple[str, ...]  # the distinct kinds of Dzongkha evidence found
    tibetan: int  # Tibetan-only markers

    @property
    def share(self) -> float:
        """Dzongkha evidence per syllable."""
        return self.markers / self.syllables if self.syllables else 0.0

    @property
    def is_dzongkha(self) -> bool:
        """The ladder of the module docstring."""
        if self.markers < MIN_DZONGKHA_MARKERS:
            return False
        if len(self.kinds) < MIN_DZONGKHA_KINDS:
            return False
        return self.markers >= DZONGKHA_OVER_TIBETAN * self.tibetan


def could_be_dzongkha(tibetan_text: str) -> bool:
    """False when the text cannot hold MIN_DZONGKHA_KINDS kinds of evidence (one search per pattern, the
    second suffix taken as present): most Tibetan pages stop here, before any syllable is counted.

    >>> could_be_dzongkha("བོད་ཀྱི་སྐད་ཡིག་ཡིན།"), could_be_dzongkha("ང་ཁྲོམ་ལུ་འགྱོ་ནི་ཨིན།")
    (False, True)
    """
    text = tibetan_text[:MAX_CHARS_EXAMINED]
    kinds = 1
    for headed in _HEADED_KINDS:
        patterns = [pattern for head, pattern in headed if head in text]  # (most heads are absent)
        if any(map(_SEARCH, patterns, repeat(text))):  # (C-level calls: no generator per kind)
            kinds += 1
            if kinds >= MIN_DZONGKHA_KINDS:
                return True
    return False


def dzongkha_evidence(tibetan_text: str) -> DzongkhaEvidence:
    """Count the Dzongkha and the Tibetan evidence in (the first MAX_CHARS_EXAMINED characters of) a text.

    The syllables are counted once (C-level ``findall`` and ``Counter``), and
    each distinct syllable ending in པ/ཝ/མ is parsed once per process.
    """
    text = tibetan_text[:MAX_CHARS_EXAMINED]
    kinds: dict[str, int] = {}
    for kind, patterns in _KINDS.items():
        found = sum(len(pattern.findall(text)) for pattern in patterns)
        if found:
            kinds[kind] = found
    syllables = Counter(_SYLLABLE_RE.findall(text))
    second = sum(syllables[s] for s in syllables if s.endswith(_SECOND_SUFFIX_LETTERS) and _second_suffix(s))
    if second:
        kinds["second-suffix"] = second
    return DzongkhaEvidence(syllables.total(), sum(kinds.values()), tuple(sorted(kinds)),
                            sum(syllables[s] for s in TIBETAN_SYLLABLES if s in syllables))


def dzongkha_share(tibetan_text: str) -> tuple[float, int]:
    """(Dzongkha evidence per syllable, the evidence count) in a Tibetan-script text."""
    evidence = dzongkha_evidence(tibetan_text)
    return evidence.share, evidence.markers


def is_dzongkha(tibetan_text: str) -> bool:
    """True when the text reads as Dzongkha rather than Tibetan (the ladder of the module docstring)."""
    return could_be_dzongkha(tibetan_text) and dzongkha_evidence(tibetan_text).is_dzongkha
