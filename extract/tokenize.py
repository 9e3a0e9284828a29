"""Words for the tag-window (seed 001) and local-semantics (seed 004) extractors.

Both papers compare the *content words* of two texts (seed 001 §2: the title's
words against a tag window's; seed 004 §3.2.2: the feature words of a block
against the main block's). This module turns any page text into such words,
run by run, whatever the page's declared language:

- Tibetan: one word per syllable, split at the tsheg U+0F0B, the shad U+0F0D
  and every other Tibetan punctuation mark (algorithms.md §5: "Tibetan words
  can be approximated by syllables"). When botok is installed *and* its
  dialect pack is already on disk, botok's word segmentation is used instead
  (:func:`botok_available`); nothing is ever downloaded at run time.
- Chinese: jieba, initialised once, lazily and quietly (its logger silenced,
  its import warnings suppressed).
- Uyghur (Arabic script), English and every other alphabetic script: runs of
  letters, digits and combining marks; Latin is lower-cased.

>>> words("བོད་ཀྱི་ལོ་རྒྱུས།")
['བོད', 'ཀྱི', 'ལོ', 'རྒྱུས']
>>> content_words("བོད་ཀྱི་ལོ་རྒྱུས།")
['བོད', 'ལོ', 'རྒྱུས']
>>> words("The History of Tibet")
['the', 'history', 'of', 'tibet']
>>> content_words("ئۇيغۇر تىلى ۋە ئەدەبىياتى")
['ئۇيغۇر', 'تىلى', 'ئەدەبىياتى']
"""

from __future__ import annotations

import importlib.util
import logging
import os
import threading
import warnings
from collections.abc import Callable, Iterator
from pathlib import Path

import regex

# --- Runs --------------------------------------------------------------------
# One Tibetan syllable: Tibetan letters, vowel signs, subjoined letters and the
# marks that sit on a syllable (U+0F18/19 astrological marks, U+0F35/37/39
# nyi zla / tsa phru, U+0F3E/3F yar tshes / mar tshes), the OM syllable U+0F00.
# Everything else of the block (tsheg, shad, head marks, brackets) separates.
TIBETAN_SYLLABLE_RE = r"[\u0f00\u0f18\u0f19\u0f35\u0f37\u0f39\u0f3e-\u0fbc\u0fc6]+"
# Tibetan digits form numbers, which are never content words.
TIBETAN_DIGITS_RE = r"[\u0f20-\u0f33]+"
# Han characters (CJK ideographs); a run goes to jieba whole.
HAN_RUN_RE = r"\p{Han}+"
# Any other word: letters, digits and combining marks of any script (Arabic,
# Latin, Cyrillic...). ``\p{M}`` keeps Arabic harakat and Latin accents inside.
OTHER_WORD_RE = r"[[\w\p{M}]--[\p{Han}\u0f00-\u0fff]]+"

RUN_RE = regex.compile(
    rf"(?P<bo>{TIBETAN_SYLLABLE_RE})|(?P<num>{TIBETAN_DIGITS_RE})|(?P<zh>{HAN_RUN_RE})|(?P<w>{OTHER_WORD_RE})",
    regex.V1,
)
# A word written in Han characters (never cut into prefixes).
HAN_WORD_RE = regex.compile(r"\p{Han}")

# --- Stop words --------------------------------------------------------------
# Small closed-class lists: case particles, connectives, copulas, pronouns.
# Tibetan syllables (the case particles of the grammar of Situ, the nominalisers
# pa/ba/po/bo/ma/mo and the commonest auxiliaries), written without the tsheg.
TIBETAN_STOP_WORDS = frozenset(
    """
    གི ཀྱི གྱི འི ཡི གིས ཀྱིས གྱིས འིས ཡིས སུ ར རུ དུ ན ལ ཏུ ནས ལས དང ནི ཡང འང ཀྱང
    ཡིན རེད འདུག ཡོད མིན མེད འདི དེ དག རྣམས ཅིང ཞིང ཤིང ཅེས ཞེས ཤེས སམ གམ ངམ
    པ བ པོ བོ མ མོ བའི པའི བར པར ཏེ སྟེ ཅིག ཞིག ཤིག གོ ངོ དོ ནོ འོ ཏོ
    """.split()
)
# Uyghur (Arabic script, base letters after presentation-form folding).
UYGHUR_STOP_WORDS = frozenset(
    """
    ۋە ھەم ھەمدە بىلەن ئۈچۈن بۇ ئۇ شۇ بىر بولۇپ بولسا ئىدى ئەمما لېكىن ياكى دەپ
    دېگەن يەنە مۇ كى ئەگەر چۈنكى ھەتتا بىز سىز مەن ئۇلار بۇنىڭ ئۇنىڭ
    """.split()
)
# Chinese function words (jieba tokens).
CHINESE_STOP_WORDS = frozenset(
    """
    的 了 在 是 和 与 及 也 都 就 而 等 对 将 把 被 这 那 有 为 以 之 中 上 下 其 或 并 从 到
    于 由 但 又 个 一个 我们 你们 他们 我 你 他 她 它 这个 那个 这些 那些 不 没有 已 已经
    """.split()
)
# English function words.
ENGLISH_STOP_WORDS = frozenset(
    """
    a an the and or but if of to in on at by for with from as is are was were be been
    being it its this that these those he she they we you i his her their our your not
    no so than then there here which who whom what when where how all any can will would
    has have had do does did about into over also more
    """.split()
)
STOP_WORDS = TIBETAN_STOP_WORDS | UYGHUR_STOP_WORDS | CHINESE_STOP_WORDS | ENGLISH_STOP_WORDS

# --- Optional segmenters -------------------------------------------------------
# Environment variable naming botok's dialect-pack folder (default: botok's own).
BOTOK_DIR_ENV = "TSHEG_BOTOK_DIR"
# botok's dialect pack used when its data is on disk.
BOTOK_DIALECT = "general"
# botok's own default location of its dialect packs (botok.config.DEFAULT_BASE_PATH).
BOTOK_DEFAULT_BASE = Path.home() / "Documents" / "pybo" / "dialect_packs"

_lock = threading.Lock()
_jieba_cut: Callable[[str], list[str]] | None = None
_botok: object | None = None
_botok_checked = False


def _jieba() -> Callable[[str], list[str]]:
    """jieba's ``lcut`` on a private tokenizer, built once and silently."""
    global _jieba_cut
    if _jieba_cut is None:
        with _lock:
            if _jieba_cut is None:
                with warnings.catch_warnings():
                    warnings.simplefilter("ignore")
                    import jieba

                    jieba.setLogLevel(logging.ERROR)
                    tokenizer = jieba.Tokenizer()
                    tokenizer.initialize()
                _jieba_cut = tokenizer.lcut
    return _jieba_cut


def _botok_pack_dir() -> Path | None:
    """botok's dialect-pack folder when it exists on disk, else None (never downloads).

    botok itself is not imported here: importing it opens files (and would
    download its data on first use); only the folder is looked at.
    """
    if importlib.util.find_spec("botok") is None:
        return None
    base = Path(os.environ.get(BOTOK_DIR_ENV) or BOTOK_DEFAULT_BASE)
    pack = base / BOTOK_DIALECT
    return pack if (pack / "dictionary").is_dir() else None


def _botok_tokenizer() -> object | None:
    """A botok WordTokenizer when botok and its data are available offline, else None."""
    global _botok, _botok_checked
    if not _botok_checked:
        with _lock:
            if not _botok_checked:
                pack = _botok_pack_dir()
                if pack is not None:
                    try:
                        with warnings.catch_warnings():
                            warnings.simplefilter("ignore")
                            from botok import Config, WordTokenizer

                            _botok = WordTokenizer(config=Config(dialect_name=BOTOK_DIALECT, base_path=pack.parent))
                    except Exception:  # noqa: BLE001 - any botok failure falls back to syllables
                        _botok = None
                _botok_checked = True
    return _botok


def botok_available() -> bool:
    """True when botok is installed and its dialect pack is on disk (no download)."""
    return _botok_tokenizer() is not None


def _iter_words(text: str) -> Iterator[str]:
    for bo, num, zh, other in RUN_RE.findall(text):
        if bo:
            yield bo
        elif other:
            yield other.lower()
        elif zh:
            if len(zh) == 1:
                yield zh
            else:
                yield from _jieba()(zh)
        else:
            yield num


def _botok_words(text: str, tokenizer: object) -> list[str]:
    """Words of a text with botok on its Tibetan stretches and the default rules elsewhere."""
    out: list[str] = []
    start = 0
    # Tibetan stretches (syllables with their tshegs) go to botok whole.
    for match in TIBETAN_STRETCH_RE.finditer(text):
        out.extend(_iter_words(text[start : match.start()]))
        for token in tokenizer.tokenize(match.group(), split_affixes=False):  # type: ignore[attr-defined]
            word = TIBETAN_SEPARATORS_RE.sub("", token.text)
            if word:
                out.append(word)
        start = match.end()
    out.extend(_iter_words(text[start:]))
    return out


# A stretch of Tibetan syllables joined by tshegs (what botok segments at once).
TIBETAN_STRETCH_RE = regex.compile(rf"{TIBETAN_SYLLABLE_RE}(?:[\u0f0b\u0f0c]{TIBETAN_SYLLABLE_RE})*[\u0f0b\u0f0c]?")
# Tibetan punctuation and spaces removed from a botok token.
TIBETAN_SEPARATORS_RE = regex.compile(r"[\u0f0b-\u0f14\s]+")


def words(text: str, *, use_botok: bool | None = None) -> list[str]:
    """All words of ``text`` in order (syllables, jieba words, letter runs).

    ``use_botok`` None uses botok when :func:`botok_available`; False never does.
    """
    if use_botok is not False:
        tokenizer = _botok_tokenizer()
        if tokenizer is not None and TIBETAN_STRETCH_RE.search(text):
            return _botok_words(text, tokenizer)
    return list(_iter_words(text))


def content_words(text: str, *, use_botok: bool | None = None) -> list[str]:
    """The words of ``text`` that carry content: :func:`words` minus stop words and numbers."""
    stop = STOP_WORDS
    return [w for w in words(text, use_botok=use_botok)
            if not (w in stop or w.isdigit() or (len(w) == 1 and "a" <= w <= "z"))]


def stem(word: str, letters: int) -> str:
    """A crude prefix stem: the first ``letters`` characters of an alphabetic word.

    Uyghur (and English) words carry their case and possessive suffixes, so the
    title's "ئۇيغۇر" and the body's "ئۇيغۇرلار" only meet by prefix. Tibetan
    syllables (their vowel signs are marks, not letters) and Chinese words are
    left whole; ``letters`` 0 leaves every word whole.

    >>> stem("ئۇيغۇرلارنىڭ", 5), stem("བོད", 2), stem("tibetans", 5)
    ('ئۇيغۇ', 'བོད', 'tibet')
    """
    if not letters or len(word) <= letters or not word.isalpha() or HAN_WORD_RE.match(word):
        return word
    return word[:letters]


def content_stems(text: str, letters: int, *, use_botok: bool | None = None) -> list[str]:
    """:func:`content_words` cut to their prefix stems (:func:`stem`)."""
    return [stem(w, letters) for w in content_words(text, use_botok=use_botok)]
