"""A table-laid forum's member pane (phpBB 2 subSilver, vBulletin 3) beside each post is no text of the thread.

The panes carry no class the engines share: the signal is their structure (the first of a row's two cells, holding
the member's "label: value" lines, once per post). A text's own "label: value" lines stay.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_lines as extract

# a thread's posts (our own sentences) and the pane's labels in the board's language
POSTS = {
    "bo": ["ཁ་པར་ཐོག་ལ་བོད་ཡིག་གི་ཡིག་གཟུགས་གསར་པ་དེ་སྒྲིག་འཇུག་བྱེད་སྟངས་སུས་ཤེས་སམ། ངས་ཚོད་ལྟ་ཐེངས་གཉིས་བྱས་ཀྱང་མ་ཐུབ།",
           "སྒྲིག་འགོད་ནང་དུ་ཡིག་གཟུགས་ཀྱི་གདམ་ག་བསྒྱུར་རྗེས་ཁ་པར་བསྐྱར་དུ་སྒུལ་སློང་བྱས་ན་འགྲིག་གི་རེད།",
           "ཐུགས་རྗེ་ཆེ། ད་ལྟ་ཡིག་གཟུགས་དེ་གསལ་པོ་མངོན་གྱི་འདུག"],
    "ug": ["يانفونۇمدا ئۇيغۇرچە خەت نۇسخىسى توغرا كۆرۈنمەيدۇ، بۇنى قانداق تەڭشەيمىز؟",
           "تەڭشەكتىن تىل تاللاشنى ئۆزگەرتىپ، تېلېفوننى قايتا قوزغىتىپ بېقىڭ.",
           "رەھمەت، ھازىر ھەممە ھەرپ توغرا كۆرۈنىدى."],
    "en": ["Has anyone managed to print Tibetan labels on the old shop printer? Mine prints empty boxes.",
           "Install the font on the computer that sends the job, not on the printer, and print again.",
           "That worked, thank you. The labels look clean now."],
}
LABELS = {"bo": ("ཐོ་འགོད།", "འཕྲིན་ཡིག", "ས་གནས།"), "ug": ("تىزىملاتقان", "يازما", "ئورنى"),
          "en": ("Joined", "Posts", "Location")}
NAMES = ("tenzin_w", "nurgul88", "karma.d")


def fields(lang: str, n: int) -> list[str]:
    joined, posts, place = LABELS[lang]
    return [f"{joined}: 2021", f"{posts}: {20 + 13 * n}", f"{place}: Lhasa"]


def phpbb2_thread(lang: str) -> str:
    """phpBB 2 (subSilver): the pane is a cell whose name and fields are inline spans, lines split by <br>; a spacer
    row between two posts' rows."""
    rows = "".join(
        f"<tr><td width='150' valign='top' class='row1'><span class='name'><b>{NAMES[n]}</b></span><br>"
        f"<span class='postdetails'>member<br><br>{'<br>'.join(fields(lang, n))}<br></span></td>"
        f"<td class='row1' width='100%' valign='top'><table width='100%'><tr><td><span class='postdetails'>"
        f"2024-05-1{n}</span></td></tr><tr><td><span class='postbody'>{text}</span></td></tr></table></td></tr>"
        f"<tr><td class='spaceRow' colspan='2' height='1'><img src='spacer.gif' alt='' width='1' height='1'></td></tr>"
        for n, text in enumerate(POSTS[lang]))
    return (f"<html lang='{lang}'><head><title>thread</title></head><body><table><tr><td><a href='index.php'>Board</a>"
            f" -&gt; <a href='viewforum.php?f=2'>Help</a></td></tr></table><table class='forumline'><tr>"
            f"<th class='thLeft'>Author</th><th class='thRight'>Message</th></tr>{rows}</table></body></html>")


def vbulletin3_thread(lang: str) -> str:
    """vBulletin 3: the pane is ``td.alt2`` whose fields are divs in a ``div.smallfont``."""
    posts = "".join(
        f"<table class='tborder' id='post{n}'><tr><td class='thead'>2024-05-1{n}</td><td class='thead'>#{n + 1}</td>"
        f"</tr><tr valign='top'><td class='alt2' width='175'><div id='postmenu_{n}'><a class='bigusername' "
        f"href='member.php?u={n}'>{NAMES[n]}</a></div><div class='smallfont'>member</div><div class='smallfont'>"
        + "".join(f"<div>{field}</div>" for field in fields(lang, n))
        + f"</div></td><td class='alt1' id='td_post_{n}'><div id='post_message_{n}'>{text}</div></td></tr></table>"
        for n, text in enumerate(POSTS[lang]))
    return (f"<html lang='{lang}'><head><title>thread</title></head><body><div class='navbar'><a href='/'>Forum</a>"
            f"</div><div id='posts'>{posts}</div></body></html>")


@pytest.mark.parametrize("thread", [phpbb2_thread, vbulletin3_thread])
@pytest.mark.parametrize("lang", POSTS)
def test_a_member_pane_beside_each_post_is_left_out(thread, lang: str) -> None:  # noqa: ANN001 (a page builder)
    lines = extract(thread(lang))
    assert all(post in lines for post in POSTS[lang])
    assert not any(LABELS[lang][1] in line for line in lines)  # no "Posts: 20" line
    assert not any(name in line for line in lines for name in NAMES)


# a recipe's facts (our own text): "label: value" lines in a table beside its steps, one table only
RECIPE = ("<html lang='en'><head><title>Butter tea</title></head><body><h1>Butter tea</h1>"
          "<table><tr><td>Serves: 4<br>Time: 20 minutes<br>Salt: a pinch</td>"
          "<td><p>Boil the brick tea for ten minutes until the water turns dark red.</p>"
          "<p>Pour it into the churn with butter and salt, and churn until it is smooth.</p></td></tr></table>"
          "</body></html>")


def test_a_text_s_own_labelled_lines_stay() -> None:
    lines = extract(RECIPE)
    assert "Serves: 4" in lines and "Time: 20 minutes" in lines


# a dictionary's entries (our own text): each headword's cell of labelled lines beside its definition, no count
ENTRIES = [("ཁྱི", "a dog; the animal that guards the tent and the herd at night"),
           ("རྟ", "a horse; ridden to the summer pastures and to the horse races"),
           ("གཡག", "a yak; it carries the loads over the high passes and gives milk")]
DICTIONARY = ("<html lang='en'><head><title>Animals</title></head><body><h1>Words for animals</h1><table>"
              + "".join(f"<tr><td>Word: {word}<br>Part of speech: noun<br>Register: common</td><td>{gloss}</td></tr>"
                        for word, gloss in ENTRIES)
              + "</table></body></html>")


def test_a_dictionary_s_labelled_entry_cells_stay() -> None:
    lines = extract(DICTIONARY)
    assert all(f"Word: {word}" in lines for word, _ in ENTRIES)


# a library's list of new books (our own text): each row a cell of "Pages / Year / Copies" beside the book's
# description, the rows adjacent (a thread sets a tool or spacer row, or a table of its own, between two posts)
BOOKS = [("The River Valley", 320, 1998, 3, "A history of farming along the river, told through four families."),
         ("Salt and Wool", 212, 2004, 1, "How caravans carried salt south and wool north across the high passes."),
         ("Winter Songs", 148, 2011, 2, "Songs sung in the long winter evenings, with notes on their singers.")]
CATALOGUE = ("<html lang='en'><head><title>New books</title></head><body><h1>New books this spring</h1>"
             "<p>The library added these titles to the local history shelves; ask at the desk for one.</p><table>"
             + "".join(f"<tr><td><b>{title}</b><br>Pages: {pages}<br>Year: {year}<br>Copies: {copies}</td>"
                       f"<td>{about}</td></tr>" for title, pages, year, copies, about in BOOKS)
             + "</table></body></html>")


def test_a_catalogue_s_adjacent_rows_of_labelled_counts_stay() -> None:
    lines = extract(CATALOGUE)
    assert all(f"Pages: {pages}" in lines and f"Year: {year}" in lines for _, pages, year, _, _ in BOOKS)


def ruled_catalogue(layout: str) -> str:
    """The same list with a rule between its records: a row holding an <hr>, or an <hr> between cards."""
    if layout == "rows":
        records = "".join(f"<tr><td><b>{title}</b><br>Pages: {pages}<br>Year: {year}<br>Copies: {copies}</td>"
                          f"<td>{about}</td></tr><tr><td colspan='2'><hr></td></tr>"
                          for title, pages, year, copies, about in BOOKS)
        records = f"<table>{records}</table>"
    else:
        records = "".join(f"<div class='book'><div><b>{title}</b><br>Pages: {pages}<br>Year: {year}<br>Copies: "
                          f"{copies}</div><div>{about}</div></div><hr>" for title, pages, year, copies, about in BOOKS)
    return ("<html lang='en'><head><title>New books</title></head><body><h1>New books this spring</h1>"
            f"<p>The library added these titles to the local history shelves; ask at the desk for one.</p>{records}"
            "</body></html>")


@pytest.mark.parametrize("layout", ["rows", "cards"])
def test_a_catalogue_ruled_between_its_records_keeps_their_counts(layout: str) -> None:
    lines = extract(ruled_catalogue(layout))
    assert all(f"Pages: {pages}" in lines and f"Year: {year}" in lines for _, pages, year, _, _ in BOOKS)


@pytest.mark.parametrize("lang", POSTS)
def test_a_table_laid_thread_s_column_header_row_is_left_out(lang: str) -> None:
    lines = extract(phpbb2_thread(lang))
    assert all(post in lines for post in POSTS[lang])
    assert "Author" not in lines and "Message" not in lines


def test_a_catalogue_s_header_row_stays() -> None:
    # the rows are adjacent records (no panes): their table's header row is the table's
    page = CATALOGUE.replace("<table>", "<table><tr><th>Book</th><th>About</th></tr>")
    lines = extract(page)
    assert "Book" in lines and "About" in lines
