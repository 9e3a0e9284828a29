"""An aligned Gutenberg image's caption (``<div class="wp-block-image"><figure class="aligncenter"><img>
<figcaption>``: WordPress names the wrapper, not the figure) is no text of the post, as an unaligned one is not."""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a post's paragraphs and its photo's caption (our own sentences)
POST = {
    "bo": (["ཕྱི་ཟླ་བདུན་པའི་ཚེས་གཅིག་ནས་བཟུང་བཙན་བྱོལ་བོད་མིའི་བྱིས་པ་རྣམས་ལ་བོད་ཡིག་སློབ་སྦྱོང་གི་ཟླ་སྐོར་ཞིག་འགོ་ཚུགས་ཡོད།",
            "སློབ་སྦྱོང་དེར་ལོ་བརྒྱད་ནས་བཅུ་དྲུག་བར་གྱི་བྱིས་པ་བརྒྱ་དང་ཉི་ཤུ་ཙམ་ཞུགས་ཡོད་ཅིང་། ཉིན་རེར་ཆུ་ཚོད་གསུམ་རེ་སློབ་ཀྱི་ཡོད།",
            "ཕ་མ་ཁ་ཤས་ཀྱིས་ཟླ་སྐོར་འདི་ལྟ་བུ་ལོ་རེར་འཚོགས་དགོས་ཞེས་རེ་འདུན་ཞུས།"],
           "སློབ་ཁང་དུ་བྱིས་པ་རྣམས་ཀྱིས་བོད་ཡིག་འབྲི་བཞིན་པ།"),
    "ug": (["يازلىق تەتىلدە ئۇيغۇر بالىلار ئۈچۈن ئانا تىل ۋە ئەدەبىيات كۇرسى ئېچىلدى، كۇرسقا ئىككى يۈزگە يېقىن بالا قاتناشتى.",
            "كۇرستا بالىلار ھەر كۈنى ئۈچ سائەت ئۇيغۇر يېزىقى، ئەدەبىياتى ۋە تارىخىنى ئۆگىنىدۇ.",
            "ئاتا-ئانىلار بۇنداق كۇرسلارنىڭ ھەر يىلى ئېچىلىشىنى ئۈمىد قىلىدىغانلىقىنى بىلدۈردى."],
           "بالىلار سىنىپتا ئۇيغۇرچە خەت يېزىۋاتىدۇ"),
}


@pytest.mark.parametrize("lang", POST)
def test_an_aligned_wordpress_image_caption_is_left_out(lang: str) -> None:
    paras, caption = POST[lang]
    figure = ("<div class='wp-block-image'><figure class='aligncenter size-large'><img src='/wp-content/uploads/kurs.jpg'"
              f" alt=''><figcaption>{caption}</figcaption></figure></div>")
    page = (f"<html lang='{lang}'><head><title>post</title></head><body><nav><a href='/'>home</a> <a href='/news'>news"
            f"</a></nav><article><h1>title</h1><div class='entry-content'><p>{paras[0]}</p><p>{paras[1]}</p>{figure}"
            f"<p>{paras[2]}</p></div></article><footer>© 2024 · Powered by WordPress</footer></body></html>")
    lines = extract(page)
    assert all(x in lines for x in paras)
    assert caption not in lines
