"""The page-wide gates of session 42's speed round (``auto.shop_panels._priced_lines``: the short priced lines found
once per page, a page without one passed over): the gated rules still fire on the pages that need them, in Tibetan,
Uyghur, Chinese and English, and a page without a price keeps its button-drawn lines (our own pages and sentences)."""

from __future__ import annotations

import pytest

from tests.extraction_pages import assert_spec, auto_text


def page(lang: str, title: str, body: str, dir_: str = "ltr") -> str:
    """A shop's page: its header and menu, ``body``, its footer."""
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{dir_}'><head><meta charset='utf-8'><title>{title}</title></head>"
            "<body><header class='site-header'><div class='logo'><a href='/'>Shop</a></div><nav class='main-nav'><ul>"
            "<li><a href='/'>Home</a></li><li><a href='/rooms'>Rooms</a></li><li><a href='/about'>About</a></li></ul>"
            f"</nav></header>{body}<footer class='site-footer'><p>© 2025 Shop.</p><a href='/privacy'>Privacy</a></footer>"
            "</body></html>")


def offer(name: str, price: str, button: str, lines: tuple[str, str]) -> str:
    """A place's page: its name, a price line beside a link drawn as a button, its two paragraphs of description."""
    return (f"<div class='detail-main'><div class='detail-headline'><h1 class='detail-headline_name'>{name}</h1></div>"
            f"<div class='detail-headprice'><span class='detail-headprice_price'>{price}</span>"
            f"<a class='detail-headprice_btn' href='#rooms'>{button}</a></div>"
            f"<div class='detail-description'><p>{lines[0]}</p><p>{lines[1]}</p></div></div>")


BO = ("མགྲོན་ཁང་འདི་ནི་ལྷ་སའི་གྲོང་ཁྱེར་རྙིང་པའི་ཤར་ཕྱོགས་ཀྱི་སྲང་ལམ་ཆུང་ངུ་ཞིག་ན་ཡོད་ཅིང་། རྭ་བའི་ནང་སྐལ་བཟང་མེ་ཏོག་མང་པོ་བཏབ་ཡོད།",
      "ཁང་མིག་ཚང་མའི་ནང་ས་དྲོད་དང་དབུགས་རླུང་སྤྲོད་ཆས་ཡོད་པ་དང་། མདུན་ཁང་གི་ལས་བྱེད་པས་བོད་སྐད་དང་རྒྱ་སྐད་ཨིན་སྐད་བཅས་བཤད་ཐུབ།")
UG = ("مېھمانخانا كونا شەھەرنىڭ شەرقىدىكى تار كوچىدا، ھويلىسىغا گۈل تىكىلگەن، ئىككىنچى قەۋەتتىكى چايخانىدا ھەر كۈنى چۈشتىن كېيىن چاي بېرىلىدۇ.",
      "ھەممە ئۆيدە ئىسسىتىش ئۈسكۈنىسى بار، ئالدى كۆرسىتىش خادىملىرى ئۇيغۇرچە، خەنزۇچە ۋە ئىنگلىزچە سۆزلىيەلەيدۇ.")
ZH = ("客栈在老城东边的小巷里，院子里种满了格桑花，二楼的茶室每天下午供应甜茶，从窗口可以望见远处的山。",
      "每个房间都有地暖和供氧机，前台的员工会说藏语、汉语和英语，也可以帮客人预订去湖边的包车。")
EN = ("The guesthouse stands in a lane east of the old town, its courtyard full of flowers, and its tea room serves "
      "sweet tea every afternoon.",
      "Every room has floor heating and an oxygen supply, and the front desk speaks Tibetan, Chinese and English.")

def direction(lang: str) -> str:
    """The direction of ``lang``'s script (every language here but Uyghur's runs left to right)."""
    return "rtl" if lang == "ug" else "ltr"


PRICED = {  # name -> (language, place, price, button, description)
    "bo": ("bo", "ལྷ་སའི་མགྲོན་ཁང་།", "སྒོར་ ༣༢༦", "ཁང་མིག་ལྟ།", BO),
    "ug": ("ug", "قەشقەر مېھمانخانىسى", "¥326", "ئۆي كۆرۈش", UG),
    "zh": ("zh", "拉萨格桑花客栈", "¥326", "查看房型", ZH),
    "en": ("en", "The Flower Guesthouse", "$120", "See rooms", EN),
}


@pytest.mark.parametrize("name", sorted(PRICED))
def test_price_button_line_goes_on_a_priced_page(name: str) -> None:
    """A place's price beside its booking button goes, its description stays once: the price gate lets the page in."""
    lang, place, price, button, lines = PRICED[name]
    markup = page(lang, place, offer(place, price, button, lines), direction(lang))
    assert_spec(name, auto_text(markup), dict(stay=list(lines), go=[price, button], once=[lines[0]]))


@pytest.mark.parametrize("name", sorted(PRICED))
def test_button_line_without_price_is_no_price_line(name: str) -> None:
    """The same page with a count where the price was holds no price line: the gate passes the page over and its
    description stays (the button-drawn line is no shop's furniture for that rule)."""
    lang, place, _, button, lines = PRICED[name]
    markup = page(lang, place, offer(place, "4.8", button, lines), direction(lang))
    text = auto_text(markup)
    assert_spec(name, text, dict(stay=list(lines), once=[lines[0]]))

