"""A reply's quote (``auto.lists.complete_quotes``): a ``<blockquote>`` inside a kept post is part of the post, kept though
the model doubts it; a quote whose surrounding text is not kept (a side box's quotation of the day) stays out, and so
does its "<name> said:" header (furniture, ``auto.words.POSTER_RE``: XenForo's "bbCodeBlock-title")."""

from __future__ import annotations

import pytest

from tests.extraction_pages import kept_lines_scored

# per language: an opening post, a reply that quotes it and answers, a side box's saying; our own sentences
OPENERS = {"bo": "ང་ལ་རྟ་ཞིག་ཉོ་འདོད་ཡོད། ལོ་ག་ཚོད་ཡིན་ན་ལེགས་པོ་ཡོད་དམ།",
           "ug": "مەن بىر ئات سېتىۋالماقچى، قانچە ياشلىق ئات ياخشى بولىدۇ؟",
           "zh": "我想买一匹马，几岁的马比较好？", "en": "I want to buy a horse. What age is best for a first one?"}
QUOTED = {"bo": "ལོ་ག་ཚོད་ཡིན་ན་ལེགས་པོ་ཡོད་དམ།", "ug": "قانچە ياشلىق ئات ياخشى بولىدۇ؟", "zh": "几岁的马比较好？",
          "en": "What age is best for a first one?"}
ANSWERS = {"bo": "ལོ་བརྒྱད་ནས་བཅུ་གཉིས་བར་གྱི་རྟ་ནི་གོམས་ཡོད་པས་ཐོག་མར་ལེགས་པོ་ཡིན།",
           "ug": "سەككىز ياشتىن ئون ئىككى ياشقىچە بولغان ئات كۆندۈرۈلگەن بولىدۇ، دەسلەپتە شۇ ياخشى.",
           "zh": "八到十二岁的马已经驯熟了，第一匹选这个年纪的最好。",
           "en": "A horse of eight to twelve years is well trained and the best for a beginner."}
SAYINGS = {"bo": "རྟ་མགྱོགས་པོ་ལས་རྟ་བརྟན་པོ་དགའ།", "ug": "تېز ئاتتىن سالماق ئات ياخشى.", "zh": "快马不如稳马。",
           "en": "A steady horse beats a fast one."}
SAID = "reader1 said:"
POST_LOGIT, QUOTE_LOGIT = 1.5, -2.0  # posts pass; a quote under the threshold, above the rescue floor (the dev quote's)


def thread_page(lang: str) -> str:
    quote = (f"<blockquote class='quote'><div class='bbCodeBlock-title'>{SAID}</div>"
             f"<div class='quote-body'>{QUOTED[lang]}</div></blockquote>")
    posts = (f"<article class='post'><div class='post-text'>{OPENERS[lang]}</div></article>"
             f"<article class='post'><div class='post-text'>{quote}{ANSWERS[lang]}</div></article>")
    side = (f"<div class='saying'><blockquote class='quote'><div class='quote-body'>{SAYINGS[lang]}</div>"
            "</blockquote></div>")
    return f"<html><head><title>horses</title></head><body><main><h1>horses</h1>{posts}</main>{side}</body></html>"


@pytest.mark.parametrize("lang", OPENERS)
def test_a_quote_inside_a_kept_post_is_kept_with_it(lang: str) -> None:
    scores = {OPENERS[lang]: POST_LOGIT, ANSWERS[lang]: POST_LOGIT, QUOTED[lang]: QUOTE_LOGIT,
              SAYINGS[lang]: QUOTE_LOGIT, SAID: QUOTE_LOGIT}
    lines = kept_lines_scored(thread_page(lang), scores, -5.0)
    assert OPENERS[lang] in lines and ANSWERS[lang] in lines
    assert QUOTED[lang] in lines
    assert SAYINGS[lang] not in lines  # a quote in no kept text
    assert SAID not in lines  # the quote's header
