"""A list's records each carry a meta row, their date and a short field ("2024-02-12 · article"): the rows are left
out (``auto.vetoes.dated_rows``); a dated line that says something, or one such row alone, stays."""

from __future__ import annotations

import re

import pytest

from tests.extraction_pages import kept_lines_scored, news_section_page

# per language: records (title, snippet), and the kind written beside each date (our own sentences)
RESULTS = {
    "bo": ([("ཡིག་གཟུགས་གསར་པ་གསུམ་སྤེལ།", "དཔེ་སྐྲུན་ཁང་ཞིག་གིས་བོད་ཡིག་གི་ཡིག་གཟུགས་གསུམ་རིན་མེད་དུ་སྤེལ།"),
            ("ཡུ་ནི་ཀོཌ་ལ་བསྒྱུར་སྟངས།", "ཡིག་ཆ་རྙིང་པ་ཡུ་ནི་ཀོཌ་ལ་བསྒྱུར་བའི་ཡོ་བྱད་གཉིས་ཀྱི་ཁྱད་པར།"),
            ("པར་འདེབས་སྐབས་ཀྱི་དཀའ་ངལ།", "བརྩེགས་ཡིག་ནོར་བར་འདེབས་པའི་རྒྱུ་མཚན་དང་སེལ་ཐབས།"),
            ("ཁ་པར་གྱི་ཡིག་གཟུགས་བརྗེ་སྟངས།", "ཁ་པར་གསར་པའི་ནང་བོད་ཡིག་མངོན་པར་སྒྲིག་འགོད་གང་བརྗེ་དགོས་པ།")], "རྩོམ་ཡིག"),
    "ug": ([("ئۇيغۇرچە كىرگۈزگۈچنى ئورنىتىش", "تېلېفونىڭىزغا ئۇيغۇرچە كىرگۈزگۈچ ئورنىتىش ئۇسۇلى چۈشەندۈرۈلگەن."),
            ("كومپيۇتېردا ئۇيغۇرچە يېزىش", "ۋىندوۋس ۋە لىنۇكىس سىستېمىلىرىدا ئۇيغۇرچە يېزىشنى قوزغىتىش."),
            ("ئىملا تەكشۈرگۈچ", "ئۇيغۇرچە ئىملا تەكشۈرگۈچنى ئىشخانا يۇمشاق دېتالىغا قوشۇش."),
            ("كونا ھۆججەتلەرنى ئايلاندۇرۇش", "كونا كودلاش بىلەن ساقلانغان ھۆججەتلەرنى يۇنىكودقا ئايلاندۇرۇش.")], "ماقالە"),
    "zh": ([("藏文字体的安装", "介绍在电脑上安装三种藏文字体的方法。"), ("维吾尔文输入法", "手机上设置维吾尔文输入法的步骤。"),
            ("旧文档的编码转换", "把旧编码的文档转换成统一码的工具。"), ("拼写检查插件", "给办公软件加上维吾尔文拼写检查。")], "文章"),
    "en": ([("Installing a Tibetan font", "How to install three free Tibetan fonts on a laptop."),
            ("Typing Uyghur on a phone", "The steps to turn on the Uyghur keyboard on a phone."),
            ("Converting old documents", "Tools that turn legacy encodings into Unicode."),
            ("A spelling checker", "Adding a Uyghur spelling checker to an office suite.")], "article"),
}
MENU = ["home", "search", "about"]
FIELDS = {"kind": "{date} · {kind}", "duration": "{date} · {n}2:15"}  # a result's kind, an episode's length


def results_page(lang: str, field: str, records: int = 4) -> str:
    items, kind = RESULTS[lang]
    rows = "".join(f"<div class='result'><h3><a href='/r/{n}'>{title}</a></h3><p>{snippet}</p>"
                   f"<div class='meta'>{FIELDS[field].format(date=f'2024-0{n + 2}-1{n}', kind=kind, n=n + 1)}</div></div>"
                   for n, (title, snippet) in enumerate(items[:records]))
    return news_section_page(items[0][1], f"<div class='results'>{rows}</div>", MENU)


def kept(page: str) -> list[str]:
    return kept_lines_scored(page, dict.fromkeys(MENU, -5.0), 0.0)


@pytest.mark.parametrize("field", FIELDS)
@pytest.mark.parametrize("lang", RESULTS)
def test_a_records_dated_meta_rows_are_left_out(lang: str, field: str) -> None:
    lines = kept(results_page(lang, field))
    assert all(title in lines and snippet in lines for title, snippet in RESULTS[lang][0])
    assert not any(line.startswith("2024-") for line in lines)


@pytest.mark.parametrize("lang", RESULTS)
def test_a_dated_row_under_two_records_stays(lang: str) -> None:
    assert sum(line.startswith("2024-") for line in kept(results_page(lang, "kind", records=2))) == 2


def test_a_dated_sentence_stays() -> None:
    sentence = "2024-05-01 · The library opens on Sundays."
    page = re.sub(r"<div class='meta'>[^<]*</div>", f"<div class='meta'>{sentence}</div>", results_page("en", "kind"))
    assert kept(page).count(sentence) == len(RESULTS["en"][0])


# per language: an intro, the schedule's rows (one after another in one list) and a closing line (our own sentences)
SCHEDULES = {
    "zh": ("县文化馆排演的话剧讲述一位老刻版师傅和他的徒弟在印经院度过的最后一年。",
           ["2024-05-10 · 19:30", "2024-05-11 · 19:30", "2024-05-12 · 14:00", "2024-05-12 · 19:30"],
           "演出在县剧场进行，票价为三十元，学生凭证半价。"),
    "bo": ("དཔྱིད་ཀར་དགོན་པའི་སློབ་གྲྭར་བོད་ཡིག་གི་སློབ་ཚན་གསར་པ་ཞིག་འཚོགས་རྒྱུ་ཡིན།",
           ["སློབ་ཚན་༡ · 2024-03-04 · 19:00", "སློབ་ཚན་༢ · 2024-03-11 · 19:00", "སློབ་ཚན་༣ · 2024-03-18 · 19:00"],
           "སློབ་ཡོན་མེད་ལ། མིང་འགོད་ཞུ་མཁན་ཚོས་གཉེར་ཁང་དུ་མིང་འགོད་གནང་རོགས།"),
    "bo-calendar": ("དགོན་པར་ཟླ་རེར་ཚེས་བཅུ་དང་ཉི་ཤུ་ལྔའི་མཆོད་པ་འབུལ་གྱི་ཡོད།",
                    ["2024-01-20 · ཚེས་བཅུ།", "2024-02-04 · ཉི་ཤུ་ལྔ།", "2024-02-19 · ཚེས་བཅུ།", "2024-03-05 · ཉི་ཤུ་ལྔ།",
                     "2024-03-19 · ཚེས་བཅུ།", "2024-04-03 · ཉི་ཤུ་ལྔ།"],
                    "དད་ལྡན་ཚོས་མར་མེ་དང་མེ་ཏོག་འབུལ་ཆོག"),
    "ug": ("بۇ ساياھەتتە قەشقەر كونا شەھىرىدىن باشلاپ قاراكۆل كۆلىگىچە بارىمىز.",
           ["2024-06-01 | 7 كۈن", "2024-06-15 | 7 كۈن", "2024-07-01 | 7 كۈن", "2024-07-15 | 7 كۈن"],
           "باھاسىغا مېھمانخانا، ناشتا ۋە ماشىنا كىرىدۇ."),
}


@pytest.mark.parametrize("lang", SCHEDULES)
def test_a_schedules_dated_rows_one_after_another_stay(lang: str) -> None:
    intro, rows, outro = SCHEDULES[lang]
    body = f"<p>{intro}</p><ul class='dates'>" + "".join(f"<li>{row}</li>" for row in rows) + f"</ul><p>{outro}</p>"
    page = news_section_page(intro, f"<div class='entry-content'>{body}</div>", MENU)
    lines = kept_lines_scored(page, {**dict.fromkeys(MENU, -5.0), **dict.fromkeys(rows, 1.0)}, 0.0)
    assert all(row in lines for row in rows)


# a concert tour's table (our own sentences): each row's first cell the date and the hour, the second the venue
TOUR = ("卓玛将于今年夏天带着新专辑走过四座城市，每场演出都有一位当地的乐手同台。",
        [("2024-06-08 · 20:00", "拉萨 雪域剧场"), ("2024-06-15 · 20:00", "西宁 青海大剧院"),
         ("2024-06-22 · 19:30", "成都 城市音乐厅"), ("2024-06-29 · 19:30", "北京 工人俱乐部")])


def test_a_tables_column_of_dated_cells_stays() -> None:
    intro, rows = TOUR
    table = "<table>" + "".join(f"<tr><td>{date}</td><td>{venue}</td></tr>" for date, venue in rows) + "</table>"
    page = news_section_page(intro, f"<div class='entry-content'><p>{intro}</p>{table}</div>", MENU)
    cells = [cell for row in rows for cell in row]
    lines = kept_lines_scored(page, {**dict.fromkeys(MENU, -5.0), **dict.fromkeys(cells, 1.0)}, 0.0)
    assert sum(date in " ".join(lines) for date, _ in rows) == len(rows)
