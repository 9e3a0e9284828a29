"""Sanskrit in Tibetan script (mantras, dharanis) told from Tibetan: extract/sanskrit.py, its verdict sa-Tibt."""

from __future__ import annotations

import pytest

from extract import sanskrit
from extract.extraction import extract_page, main_language
from extract.recognize import recognize_page
from tests.test_recognize import ENGLISH, TIBETAN, page

# Traditional mantras and the opening of a dharani, written out for these tests.
MANTRAS = [
    "ༀ་མ་ཎི་པདྨེ་ཧཱུྃ།",
    "ༀ་བཛྲ་སཏྭ་ཧཱུྃ།",
    "ༀ་ཨ་མ་ར་ཎི་ཛཱི་ཝནྟི་ཡེ་སྭཱ་ཧཱ།",
    "ༀ་བཛྲ་ཀཱི་ལི་ཀཱི་ལ་ཡ་ཧཱུྃ་ཕཊ྄།",
    "ཏདྱ་ཐཱ། ༀ་བྷཻ་ཥ་ཛྱེ་བྷཻ་ཥ་ཛྱེ་མ་ཧཱ་བྷཻ་ཥ་ཛྱེ་རཱ་ཛ་ས་མུད་ག་ཏེ་སྭཱ་ཧཱ།",
    "ༀ་ཨ་ར་པ་ཙ་ན་དྷཱིཿ",
]
DHARANI = ("ན་མོ་རཏྣ་ཏྲ་ཡཱ་ཡ། ན་མཿཨཱརྱ་ཨ་ཝ་ལོ་ཀི་ཏེ་ཤྭ་རཱ་ཡ། བོ་དྷི་སཏྭཱ་ཡ། མ་ཧཱ་སཏྭཱ་ཡ། མ་ཧཱ་ཀཱ་རུ་ཎི་ཀཱ་ཡ། "
           "ཏདྱ་ཐཱ། ༀ་དྷ་ར་དྷ་ར། དྷི་རི་དྷི་རི། དྷུ་རུ་དྷུ་རུ། ཙ་ལེ་ཙ་ལེ། པྲ་ཙ་ལེ་པྲ་ཙ་ལེ། སྭཱ་ཧཱ། ")
DHARANI_PAGE = page("<ul><li><a href='/'>གཙོ་ངོས།</a></li><li><a href='/z/'>གཟུངས་སྔགས།</a></li></ul>"
                    f"<h1>གཟུངས་སྔགས།</h1><p>{DHARANI}</p><p>{DHARANI}</p>")
MANTRA_PAGE = page(f"<h1>Mantras</h1><p>{ENGLISH}</p>" + "".join(f"<p>{m}</p>" for m in MANTRAS) + f"<p>{ENGLISH}</p>")
# Tibetan prose that quotes a mantra, and a prayer whose verses hold mantras.
QUOTING_PAGE = page(f"<p>{TIBETAN}ཁོང་གིས་ཉིན་རེ་བཞིན་{MANTRAS[0]}ཞེས་བཟླས། {TIBETAN}</p>")
PRAYER_PAGE = page("".join(f"<p>{TIBETAN}</p><p>{mantra}</p>" for mantra in MANTRAS[:3]))
# A liturgy: a short Tibetan verse before each mantra (about a fifth of its syllables are Sanskrit).
LITURGY_PAGE = page("".join(f"<p>{TIBETAN[:60]}</p><p>{mantra}</p>" for mantra in MANTRAS))

# (page, the recogniser's verdict, the extracted text's language: more English than mantras is English)
PAGES = {
    "a page of dharanis under a Tibetan menu": (DHARANI_PAGE, "sa-Tibt", "sa-Tibt"),
    "an English page of mantras": (MANTRA_PAGE, "sa-Tibt", "en"),
    "Tibetan prose quoting a mantra": (QUOTING_PAGE, "bo", "bo"),
    "a Tibetan prayer with mantras between its verses": (PRAYER_PAGE, "bo", "bo"),
    "a liturgy of short Tibetan verses, each before a mantra": (LITURGY_PAGE, "bo", "bo"),
}


@pytest.mark.parametrize(("html", "language", "text_language"), PAGES.values(), ids=PAGES)
def test_a_page_mostly_in_sanskrit_is_sanskrit(html: str, language: str, text_language: str) -> None:
    result = recognize_page(html.encode())
    assert result.language == language, result.evidence()
    assert extract_page(html.encode()).language == text_language


def test_sanskrit_is_no_tibetan_target() -> None:
    result = recognize_page(DHARANI_PAGE.encode())
    assert not result.is_target({"bo", "ug"})
    assert result.is_target({"bo", "ug", "sa-Tibt"})


@pytest.mark.parametrize(("sanskrit_syllables", "expected"), [(25, True), (24, False)])
def test_min_sanskrit_share(sanskrit_syllables: int, expected: bool) -> None:
    # 100 syllables, 25 or 24 of them with a long vowel: 0.25 (MIN_SANSKRIT_SHARE) or 0.24
    assert sanskrit.MIN_SANSKRIT_SHARE == 0.25
    text = "ཧཱ་" * sanskrit_syllables + "ཀ་" * (100 - sanskrit_syllables)
    assert sanskrit.is_sanskrit(text) is expected


@pytest.mark.parametrize(("sanskrit_syllables", "expected"), [(4, True), (3, False)])
def test_min_sanskrit_syllables(sanskrit_syllables: int, expected: bool) -> None:
    assert sanskrit.MIN_SANSKRIT_SYLLABLES == 4
    assert sanskrit.is_sanskrit("སྭཱ་" * sanskrit_syllables) is expected


@pytest.mark.parametrize("syllable", ["ཧཱ", "སཾ", "ན་མཿ", "ཀཱི", "བཻ", "ཎི", "ཥ", "ཀྵ", "བུདྡྷ", "དྷི", "ཕཊ྄", "ཧཱུྃ", "ༀ"])
def test_each_kind_of_sanskrit_syllable_counts(syllable: str) -> None:
    evidence = sanskrit.sanskrit_evidence(f"ཀ་{syllable}་ཁ")
    assert evidence.sanskrit == 1, evidence


@pytest.mark.parametrize(("text", "language"), [
    (DHARANI, "sa-Tibt"), (" ".join(MANTRAS), "sa-Tibt"), (TIBETAN + MANTRAS[0] + TIBETAN, "bo"),
])
def test_main_language_names_sanskrit(text: str, language: str) -> None:
    assert main_language(text) == language
