"""Scholarly pages (session 42): a journal article's abstract page or a repository's record keeps its title, abstract
and keywords, and drops the engine's tools around them.

Pages in the markup of Open Journal Systems 3 and 2, a CNKI-like detail page, DSpace 7 and 6, EPrints and an
arXiv-like abstract page, with our own Tibetan, Uyghur, Chinese and English abstracts: the "How to Cite" box with its
drop-down of citation formats, the download counts, the PDF buttons, the "Most read articles" sidebar, "Show full item
record", "Files in this item", the EPrints "Export" drop-down and "Actions (login required)". Guard pages use the same
words in ordinary prose (an essay quoting a reference list, a textbook chapter with its numbered bibliography, a
grammar lesson on "keywords") and must come out whole.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

BO_ABSTRACT = ["རྩོམ་ཡིག་འདིར་བོད་ཀྱི་སྔ་རབས་ཀྱི་བརྡ་སྤྲོད་གཞུང་ལུགས་དང་དེང་རབས་སྐད་བརྡའི་རིག་པའི་བསམ་བློ་གཉིས་བསྡུར་ནས་དབྱེ་ཞིབ་བྱས་ཡོད། "
               "ལྷག་པར་དུ་སུམ་རྟགས་ཀྱི་བྱེད་སྒྲའི་སྐོར་ལ་ཞིབ་འཇུག་ནན་པོ་བྱས་ཤིང་། དཔེ་ཆ་རྙིང་པ་ཁག་ཅིག་ནས་དཔེ་བརྗོད་བསྡུས་ཡོད།",
               "ཞིབ་འཇུག་གི་གྲུབ་འབྲས་ལྟར་ན། བྱེད་སྒྲའི་བེད་སྤྱོད་ནི་ཡུལ་སྐད་སོ་སོའི་ནང་མི་འདྲ་བ་ཡོད་ཅིང་། ཡིག་སྐད་ཀྱི་སྲོལ་ཡང་"
               "དུས་རབས་བཅོ་ལྔ་པའི་རྗེས་སུ་གཏན་འཁེལ་བྱུང་བ་མངོན། དེས་སློབ་ཁྲིད་ལ་ཕན་ཐོགས་ཆེན་པོ་ཡོད།"]
UG_ABSTRACT = ["بۇ ماقالىدە ئۇيغۇر خەلق قوشاقلىرىدىكى تەكرار شەكىللىرى تەھلىل قىلىندى، شۇنداقلا ئۇلارنىڭ ئېيتىلىش مۇھىتى بىلەن "
               "مۇناسىۋىتى مۇھاكىمە قىلىندى. تەتقىقاتتا قەشقەر ۋە تۇرپان رايونىدىن توپلانغان ئىككى يۈز قوشاق ئاساس قىلىندى.",
               "تەتقىقات نەتىجىسى شۇنى كۆرسەتتىكى، تەكرار شەكىللىرى ناخشىچىنىڭ ئەستە تۇتۇشىغا ياردەم بېرىدۇ ھەمدە تىڭشىغۇچىلار "
               "بىلەن بولغان ئالاقىنى كۈچەيتىدۇ، بۇ ئېغىز ئەدەبىياتىنىڭ مۇھىم ئالاھىدىلىكى ھېسابلىنىدۇ."]
ZH_ABSTRACT = ("本文以藏文古籍中的书信格式为研究对象，梳理了敬语词汇在不同时期的使用变化，并结合二十余件手抄本进行了比较分析。"
               "研究认为，书信格式的定型与寺院教育的普及密切相关，对今天的藏文写作教学仍有参考价值。")
EN_ABSTRACT = ("We describe a corpus of two thousand Uyghur folk songs recorded in village gatherings between 1985 and 2005, "
               "and measure how often a singer repeats a line before the refrain. Repetition rises with the length of the "
               "song and falls when the audience joins in, which suggests that it serves the singer's memory.")
BO_TITLE = "སུམ་རྟགས་ཀྱི་བྱེད་སྒྲའི་སྐོར་གྱི་དཔྱད་པ།"
UG_TITLE = "ئۇيغۇر خەلق قوشاقلىرىدىكى تەكرار شەكىللىرى"
BO_KEYWORDS = "བརྡ་སྤྲོད། སུམ་རྟགས། བྱེད་སྒྲ། ཡུལ་སྐད།"
UG_KEYWORDS = "خەلق قوشاقلىرى، تەكرار، ئېغىز ئەدەبىياتى"
OTHER_BO = ["བོད་ཀྱི་ཡི་གེའི་ལོ་རྒྱུས་ལ་དཔྱད་པ།", "དམངས་ཁྲོད་གླུ་གཞས་ཀྱི་ཁྱད་ཆོས།"]
OTHER_UG = ["قەدىمكى ئۇيغۇر يېزىقى ھەققىدە", "تۇرپان ئۇسسۇللىرىنىڭ ئالاھىدىلىكى"]


def page(lang: str, body: str) -> str:
    """A journal's page in ``lang``: its masthead and menu, ``body``, its footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><header class='pkp_structure_head'><div class='pkp_site_name'><a href='/'>Journal</a></div>"
            "<nav class='pkp_navigation_primary_wrapper'><ul><li><a href='/issue/current'>Current</a></li>"
            "<li><a href='/issue/archive'>Archives</a></li><li><a href='/about'>About</a></li></ul></nav></header>"
            f"{body}<footer class='pkp_structure_footer'><p>ISSN 1000-0000 · Published by the university press</p>"
            "</footer></body></html>")


def ojs3_sidebar(most_read: list[str]) -> str:
    """The OJS 3 sidebar: "Make a Submission", the information block and "Most read articles"."""
    items = "".join(f"<li><a href='/article/view/{n}'>{title}</a><div class='most_read_article_journal'>"
                    f"<span class='fa fa-eye'></span> {120 + n}</div></li>" for n, title in enumerate(most_read))
    return ("<div class='pkp_structure_sidebar left' role='complementary'>"
            "<div class='pkp_block block_make_submission'><div class='content'>"
            "<a class='block_make_submission_link' href='/about/submissions'>Make a Submission</a></div></div>"
            "<div class='pkp_block block_information'><h2 class='title'>Information</h2><div class='content'><ul>"
            "<li><a href='/information/readers'>For Readers</a></li><li><a href='/information/authors'>For Authors</a></li>"
            "<li><a href='/information/librarians'>For Librarians</a></li></ul></div></div>"
            "<div class='pkp_block block_most_read'><h2 class='title'>Most read articles</h2><div class='content'>"
            f"<ul class='most_read'>{items}</ul></div></div></div>")


def ojs3(lang: str, title: str, abstract: list[str], keywords: str, labels: dict[str, str]) -> str:
    """An OJS 3 default-theme article page: authors, DOI, keywords, abstract, downloads chart, references; the
    galley buttons, the "How to Cite" box with its format drop-down, the issue and section, the sidebar."""
    return page(lang, "<div class='pkp_structure_content has_sidebar'><div class='pkp_structure_main' role='main'>"
                "<div class='page page_article'><nav class='cmp_breadcrumbs'><ol><li><a href='/'>Home</a></li>"
                "<li><a href='/issue/archive'>Archives</a></li><li><a href='/issue/view/12'>Vol. 12 No. 2 (2023)</a>"
                f"</li></ol></nav><article class='obj_article_details'><h1 class='page_title'>{title}</h1>"
                "<div class='row'><div class='main_entry'><section class='item authors'><h2 class='pkp_screen_reader'>"
                "Authors</h2><ul class='authors'><li><span class='name'>བསོད་ནམས་རྡོ་རྗེ།</span>"
                "<span class='affiliation'>Northwest Minzu University</span></li></ul></section>"
                f"<section class='item doi'><h2 class='label'>DOI:</h2><span class='value'>"
                "<a href='https://doi.org/10.1234/jt.v12i2.345'>https://doi.org/10.1234/jt.v12i2.345</a></span></section>"
                f"<section class='item keywords'><h2 class='label'>{labels['keywords']}</h2>"
                f"<span class='value'>{keywords}</span></section>"
                f"<section class='item abstract'><h2 class='label'>{labels['abstract']}</h2>"
                + "".join(f"<p>{line}</p>" for line in abstract) + "</section>"
                f"<div class='item downloads_chart'><h2 class='label'>{labels['downloads']}</h2><div class='value'>"
                "<canvas class='usageStatsGraph'></canvas><div class='usageStatsUnavailable'>Download data is not yet "
                "available.</div></div></div></div>"
                "<div class='entry_details'><div class='item galleys'><h2 class='pkp_screen_reader'>Downloads</h2>"
                "<ul class='value galleys_links'><li><a class='obj_galley_link pdf' href='/article/view/345/210'>PDF</a>"
                "</li></ul></div><div class='item published'><section class='sub_item'>"
                f"<h2 class='label'>{labels['published']}</h2><div class='value'><span>2023-06-30</span></div></section></div>"
                f"<div class='item citation'><section class='sub_item citation_display'><h2 class='label'>{labels['cite']}</h2>"
                "<div class='value'><div id='citationOutput' role='region' aria-live='polite'><div class='csl-bib-body'>"
                f"<div class='csl-entry'>Dorje, S. (2023). {title}. <i>Journal of Tibetology</i>, <i>12</i>(2), 45–67. "
                "https://doi.org/10.1234/jt.v12i2.345</div></div></div><div class='citation_formats'>"
                f"<button class='cmp_button citation_formats_button' aria-expanded='false'>{labels['formats']}</button>"
                "<div id='cslCitationFormats' class='citation_formats_list' aria-hidden='true'><ul class='citation_formats_styles'>"
                "<li><a href='?format=acm'>ACM</a></li><li><a href='?format=acs'>ACS</a></li><li><a href='?format=apa'>APA</a></li>"
                "<li><a href='?format=chicago'>Chicago</a></li><li><a href='?format=harvard'>Harvard</a></li>"
                "<li><a href='?format=ieee'>IEEE</a></li><li><a href='?format=mla'>MLA</a></li>"
                "<li><a href='?format=vancouver'>Vancouver</a></li></ul><div class='label'>Download Citation</div>"
                "<ul class='citation_formats_styles'><li><a href='?ris'><span class='fa fa-download'></span>"
                "Endnote/Zotero/Mendeley (RIS)</a></li><li><a href='?bib'><span class='fa fa-download'></span>BibTeX</a>"
                "</li></ul></div></div></div></section></div>"
                "<div class='item issue'><section class='sub_item'><h2 class='label'>Issue</h2><div class='value'>"
                "<a class='title' href='/issue/view/12'>Vol. 12 No. 2 (2023)</a></div></section><section class='sub_item'>"
                "<h2 class='label'>Section</h2><div class='value'>Articles</div></section></div>"
                "<div class='item copyright'><p>This work is licensed under a Creative Commons Attribution 4.0 "
                "International License.</p></div></div></div></article></div></div>"
                f"{ojs3_sidebar(OTHER_BO if lang == 'bo' else OTHER_UG)}</div>")


def cnki(title: str, abstract: str, keywords: list[str]) -> str:
    """A CNKI-like detail page: title, authors and units, abstract, keywords, fund and class number lines; the
    PDF/CAJ download buttons, the download and page counts, the similar-papers box."""
    words = "".join(f"<a href='/kns/search?kw={n}'>{word}；</a>" for n, word in enumerate(keywords))
    similar = "".join(f"<li><a href='/kcms/detail/{n}.html'>{t}</a><span>[J]. 中国藏学, 2019</span></li>"
                      for n, t in enumerate(OTHER_BO))
    return page("zh", "<div class='container'><div class='doc'><div class='doc-top'><div class='top-tip'>"
                "<span><a href='/nav/journal'>中国藏学</a>. 2023,(02)</span></div>"
                f"<div class='wx-tit'><h1>{title}</h1><h3 id='authorpart'><span><a href='/a/1'>次仁多吉</a></span>"
                "<span><a href='/a/2'>卓玛</a></span></h3><h3><a class='author' href='/o/1'>西藏大学文学院</a></h3></div>"
                "<div class='row'><span class='rowtit'>摘要：</span>"
                f"<span class='abstract-text' id='ChDivSummary'>{abstract}</span></div>"
                f"<div class='row'><span class='rowtit'>关键词：</span><p class='keywords' id='catalog_KEYWORD'>{words}</p></div>"
                "<div class='row'><span class='rowtit'>基金资助：</span><p class='funds'><a>国家社会科学基金项目（21BYY123）</a></p></div>"
                "<div class='row'><span class='rowtit'>DOI：</span><p>10.16248/j.cnki.11-1499/c.2023.02.005</p></div>"
                "<div class='row'><span class='rowtit'>分类号：</span><p>H214</p></div></div>"
                "<div class='operate-area'><p class='total-inform'><span>下载：1256</span><span>页码：45-52</span>"
                "<span>页数：8</span><span>大小：1320K</span></p><div class='operate-btn'><ul>"
                "<li class='btn-dlpdf'><a href='/dl/pdf'><i></i>PDF下载</a></li>"
                "<li class='btn-dlcaj'><a href='/dl/caj'><i></i>CAJ下载</a></li>"
                "<li class='btn-html'><a href='/read'><i></i>在线阅读</a></li><li class='btn-note'><a>记笔记</a></li>"
                "<li class='btn-quote'><a>引用</a></li></ul></div></div></div>"
                "<div class='sidebar-r'><div class='related'><h3>相似文献</h3>"
                f"<ul>{similar}</ul></div><div class='cite-count'><span>被引：12</span><span>下载：1256</span></div></div></div>")


def dspace6(lang: str, title: str, abstract: list[str], keywords: str) -> str:
    """A DSpace 6 (XMLUI Mirage2) item page: title, authors, date, abstract, subject; "View/Open" files, URI,
    "Show full item record", the collections the item appears in."""
    return page(lang, "<div id='main-container' class='container'><div class='row row-offcanvas row-offcanvas-right'>"
                "<div class='col-xs-12 col-sm-12 col-md-9 main-content'><div id='aspect_artifactbrowser_ItemViewer_div_item-view'"
                " class='ds-static-div primary'><div class='item-summary-view-metadata'>"
                f"<h2 class='page-header first-page-header'>{title}</h2><div class='row'><div class='col-sm-4'>"
                "<div class='item-page-field-wrapper table word-break'><h5>View/Open</h5><div>"
                "<a href='/bitstream/handle/123/456/paper.pdf'><i class='glyphicon glyphicon-file'></i> paper.pdf (1.234Mb)</a>"
                "</div></div><div class='simple-item-view-date word-break item-page-field-wrapper table'><h5>Date</h5>2021</div>"
                "<div class='simple-item-view-authors item-page-field-wrapper table'><h5>Author</h5>"
                "<div>ئابدۇرەھىم تۇرسۇن</div></div><div class='simple-item-view-show-full item-page-field-wrapper table'>"
                "<h5>Metadata</h5><a href='/handle/123/456?show=full'>Show full item record</a></div></div>"
                "<div class='col-sm-8'><div class='simple-item-view-description item-page-field-wrapper table'>"
                "<h5 class='visible-xs'>Abstract</h5><div>" + "".join(f"<p>{line}</p>" for line in abstract) +
                f"</div></div><div class='simple-item-view-subject item-page-field-wrapper table'><h5>Subject</h5>{keywords}</div>"
                "<div class='simple-item-view-uri item-page-field-wrapper table'><h5>URI</h5>"
                "<span><a href='http://hdl.handle.net/123/456'>http://hdl.handle.net/123/456</a></span></div>"
                "<div class='simple-item-view-collections item-page-field-wrapper table'>"
                "<h5>This item appears in the following Collection(s)</h5><ul class='ds-referenceSet-list'>"
                "<li><a href='/handle/123/1'>Theses and Dissertations</a></li></ul></div></div></div></div></div></div>"
                "<div class='col-xs-6 col-sm-3 sidebar-offcanvas' id='sidebar'><div class='list-group'>"
                "<a class='list-group-item active'>Browse</a><a class='list-group-item' href='/browse?type=dateissued'>"
                "By Issue Date</a><a class='list-group-item' href='/browse?type=author'>Authors</a></div></div></div></div>")


def eprints(lang: str, title: str, abstract: list[str], keywords: str) -> str:
    """An EPrints abstract page: the citation line, the document's download line, the abstract, the field table;
    the "Export" drop-down and "Actions (login required)"."""
    return page(lang, "<div class='ep_tm_page_content'><h1 class='ep_tm_pagetitle'>" + title + "</h1>"
                "<div class='ep_summary_content'><div class='ep_summary_content_left'></div>"
                "<div class='ep_summary_content_right'></div><div class='ep_summary_content_top'></div>"
                "<div class='ep_summary_content_main'><p style='margin-bottom: 1em'><span class='person_name'>"
                f"Tursun, Abdurehim</span> (2020) <em>{title}</em>. Journal of Xinjiang University, 38 (4). pp. 77-85.</p>"
                "<table><tr><td valign='top' align='right'><a class='ep_document_link' href='/1/1/paper.pdf'>"
                "<img class='ep_doc_icon' alt='[thumbnail of paper.pdf]' src='/style/images/fileicons/pdf.png'/></a></td>"
                "<td valign='top'><span class='ep_document_citation'><span class='document_format'>PDF</span>"
                "<br/><span class='document_filename'>paper.pdf</span></span><br/>"
                "<a href='/1/1/paper.pdf' class='ep_document_link'>Download (512kB)</a></td></tr></table>"
                "<h2>Abstract</h2>" + "".join(f"<p style='text-align: left; margin: 1em auto 0em auto'>{line}</p>"
                                              for line in abstract) +
                "<table style='margin-bottom: 1em; margin-top: 1em;' cellpadding='3'>"
                "<tr><th align='right'>Item Type:</th><td>Article</td></tr>"
                f"<tr><th align='right'>Uncontrolled Keywords:</th><td>{keywords}</td></tr>"
                "<tr><th align='right'>Subjects:</th><td><a href='/view/subjects/P.html'>P Language and Literature</a></td></tr>"
                "<tr><th align='right'>Depositing User:</th><td><span class='ep_name_citation'>Mr Admin</span></td></tr>"
                "<tr><th align='right'>Date Deposited:</th><td>12 Mar 2021 03:10</td></tr>"
                "<tr><th align='right'>Last Modified:</th><td>12 Mar 2021 03:10</td></tr>"
                "<tr><th align='right'>URI:</th><td><a href='http://eprints.example.edu/id/eprint/1'>"
                "http://eprints.example.edu/id/eprint/1</a></td></tr></table>"
                "<div class='ep_block'><form method='get' accept-charset='utf-8' action='/cgi/export_redirect'>"
                "<input value='1' name='eprintid' type='hidden' /><select name='format'><option value='Text'>ASCII Citation</option>"
                "<option value='BibTeX'>BibTeX</option><option value='DC'>Dublin Core</option>"
                "<option value='EndNote'>EndNote</option><option value='RIS'>Reference Manager</option></select>"
                "<input class='ep_form_action_button' type='submit' value='Export' /></form></div>"
                "<h3>Actions (login required)</h3><table class='ep_summary_page_actions'><tr><td>"
                "<a href='/cgi/users/home?screen=EPrint::View&amp;eprintid=1'><img src='/style/images/action_view.png' "
                "class='ep_form_action_icon' /></a></td><td>View Item</td></tr></table></div>"
                "<div class='ep_summary_content_bottom'></div><div class='ep_summary_content_after'></div></div></div>")


def arxiv(title: str, abstract: str) -> str:
    """An arXiv-like abstract page: dateline, title, authors, abstract; the comments/subjects/"Cite as:" table,
    the submission history, the access-paper and browse boxes."""
    return page("en", "<div id='content'><div id='abs-outer'><div class='leftcolumn'><div class='subheader'>"
                "<h1>Computer Science &gt; Computation and Language</h1></div><div id='content-inner'><div id='abs'>"
                "<div class='dateline'>[Submitted on 3 Jan 2023 (<a href='/abs/2301.01234v1'>v1</a>), last revised "
                "9 Mar 2023 (this version, v2)]</div>"
                f"<h1 class='title mathjax'><span class='descriptor'>Title:</span>{title}</h1>"
                "<div class='authors'><span class='descriptor'>Authors:</span><a href='/a/tursun_a_1'>Abdurehim Tursun</a>, "
                "<a href='/a/dorje_s_1'>Sonam Dorje</a></div>"
                f"<blockquote class='abstract mathjax'><span class='descriptor'>Abstract:</span>{abstract}</blockquote>"
                "<div class='metatable'><table summary='Additional metadata'><tr><td class='tablecell label'>Comments:</td>"
                "<td class='tablecell comments mathjax'>14 pages, 3 figures</td></tr><tr><td class='tablecell label'>Subjects:</td>"
                "<td class='tablecell subjects'><span class='primary-subject'>Computation and Language (cs.CL)</span></td></tr>"
                "<tr><td class='tablecell label'>Cite as:</td><td class='tablecell arxivid'><span class='arxivid'>"
                "<a href='/abs/2301.01234'>arXiv:2301.01234</a> [cs.CL]</span></td></tr></table></div>"
                "<div class='submission-history'><h2>Submission history</h2> From: Abdurehim Tursun "
                "[<a href='/show-email/1'>view email</a>]<br/><strong><a href='/abs/2301.01234v1'>[v1]</a></strong> "
                "Tue, 3 Jan 2023 10:21:00 UTC (512 KB)<br/><strong>[v2]</strong> Thu, 9 Mar 2023 08:00:00 UTC (530 KB)<br/>"
                "</div></div></div></div><div class='extra-services'><div class='full-text'><h2>Access Paper:</h2><ul>"
                "<li><a href='/pdf/2301.01234' class='abs-button download-pdf'>View PDF</a></li>"
                "<li><a href='/format/2301.01234' class='abs-button download-format'>Other Formats</a></li></ul></div>"
                "<div class='browse'>Current browse context: <div class='current'>cs.CL</div><div class='prevnext'>"
                "<span class='arrow'><a href='/prevnext?id=2301.01234&amp;function=prev'>&lt;&nbsp;prev</a></span>"
                "<span class='arrow'><a href='/prevnext?id=2301.01234&amp;function=next'>next&nbsp;&gt;</a></span></div></div>"
                "<div class='extra-ref-cite'><h3>References &amp; Citations</h3><ul><li><a href='https://ui.adsabs.harvard.edu'>"
                "NASA ADS</a></li><li><a href='https://scholar.google.com'>Google Scholar</a></li></ul></div></div></div></div>")


def ojs2(lang: str, title: str, abstract: list[str], keywords: str) -> str:
    """An OJS 2 article page: the "Article Tools" sidebar block ("Print this article", "How to cite item", "Email this
    article (Login required)"), the user's log-in block, title, authors, abstract, keywords, the full text's PDF link."""
    return page(lang, "<div id='container'><div id='body'><div id='sidebar'><div id='rightSidebar'>"
                "<div class='block' id='sidebarRTArticleTools'><span class='blockTitle'>Article Tools</span>"
                "<div class='articleToolItem'><a href='/rt/printerFriendly/1/2'>Print this article</a></div>"
                "<div class='articleToolItem'><a href='/rt/metadata/1/2'>Indexing metadata</a></div>"
                "<div class='articleToolItem'><a href='/rt/captureCite/1/2'>How to cite item</a></div>"
                "<div class='articleToolItem'><a href='/rt/emailAuthor/1/2'>Email this article</a> "
                "<span style='font-size: 0.8em'>(Login required)</span></div></div>"
                "<div class='block' id='sidebarUser'><span class='blockTitle'>User</span><form method='post' action='/login'>"
                "<table><tr><td><label>Username</label></td><td><input type='text' name='username'/></td></tr>"
                "<tr><td><label>Password</label></td><td><input type='password' name='password'/></td></tr></table>"
                "<input type='submit' value='Login' class='button'/></form></div></div></div>"
                "<div id='main'><div id='breadcrumb'><a href='/'>Home</a> &gt; <a href='/issue/view/5'>Vol 5, No 1 (2019)</a>"
                " &gt; <a href='#' class='current'>Tursun</a></div><div id='content'>"
                f"<div id='articleTitle'><h3>{title}</h3></div><div id='authorString'><em>Abdurehim Tursun</em></div><br/>"
                "<div id='articleAbstract'><h4>Abstract</h4><br/><div>" + "<br/><br/>".join(abstract) + "</div><br/></div>"
                f"<div id='articleSubject'><h4>Keywords</h4><br/><div>{keywords}</div><br/></div>"
                "<div id='articleFullText'><h4>Full Text:</h4><a href='/article/view/2/3' class='file' target='_parent'>PDF</a>"
                "</div></div></div></div></div>")


def ojs3_bootstrap(lang: str, title: str, abstract: list[str], keywords: str) -> str:
    """An OJS 3 Bootstrap 3 theme article page: the PDF button, the published date, DOI and keywords in the side
    column, the abstract, the "How to Cite" panel with its format drop-down, the issue and section panels."""
    return page(lang, "<div class='pkp_structure_main'><div class='page page_article'><div class='article-details'>"
                f"<div class='page-header'><h1>{title}</h1></div><div class='row'><section class='article-sidebar col-md-4'>"
                "<div class='download'><a class='galley-link btn btn-primary pdf' role='button' href='/article/view/7/9'>"
                "<span class='glyphicon glyphicon-download-alt'></span> PDF</a></div><div class='list-group'>"
                "<div class='list-group-item date-published'><strong>Published</strong> 2022-12-01</div>"
                "<div class='list-group-item doi'><strong>DOI:</strong> <a href='https://doi.org/10.1234/xj.7'>"
                "https://doi.org/10.1234/xj.7</a></div><div class='list-group-item keywords'><strong>Keywords:</strong>"
                f"<div>{keywords}</div></div></div></section><div class='col-md-8'><section class='article-main'>"
                "<div class='authors'><strong>ئابدۇرەھىم تۇرسۇن</strong><div class='article-author-affilitation'>"
                "شىنجاڭ ئۇنىۋېرسىتېتى</div></div><div class='article-summary' id='summary'><h2>Abstract</h2>"
                "<div class='article-abstract'>" + "".join(f"<p>{line}</p>" for line in abstract) + "</div></div></section>"
                "<section class='article-more-details'><div class='panel panel-default how-to-cite'>"
                "<div class='panel-heading'>How to Cite</div><div class='panel-body'><div id='citationOutput'>"
                f"Tursun, A. (2022). {title}. <em>Journal of Xinjiang University</em>, 3(2), 11–24.</div>"
                "<div class='btn-group'><button aria-expanded='false' class='btn btn-default dropdown-toggle' "
                "data-toggle='dropdown'>More Citation Formats <span class='caret'></span></button><ul class='dropdown-menu'>"
                "<li><a href='?acm'>ACM</a></li><li><a href='?apa'>APA</a></li><li><a href='?mla'>MLA</a></li></ul></div>"
                "</div></div><div class='panel panel-default issue'><div class='panel-heading'>Issue</div>"
                "<div class='panel-body'><a class='title' href='/issue/view/3'>Vol. 3 No. 2 (2022)</a></div></div>"
                "</section></div></div></div></div></div>")


def dspace7(title: str, abstract: list[str]) -> str:
    """A DSpace 7 (Angular) item page: title, the "Files" section with its download link, date, authors, abstract,
    the "Collections" section and the "Full item page" button, in the components' own tags."""
    return page("bo", "<ds-app><main class='main-content'><ds-item-page><div class='container'><div class='item-page'>"
                "<ds-publication><div class='d-flex flex-row'><ds-item-page-title-field class='mr-auto'>"
                f"<h2 class='item-page-title-field'>{title}</h2></ds-item-page-title-field></div>"
                "<div class='row'><div class='col-xs-12 col-md-4'><ds-item-page-file-section><ds-metadata-field-wrapper>"
                "<div class='simple-view-element'><h2 class='simple-view-element-header'>Files</h2>"
                "<div class='simple-view-element-body'><div class='file-section'><ds-file-download-link>"
                "<a href='/bitstreams/5a1f/download'><span>dissertation.pdf</span></a></ds-file-download-link>"
                "<span> (2.31 MB)</span></div></div></div></ds-metadata-field-wrapper></ds-item-page-file-section>"
                "<ds-item-page-date-field><div class='simple-view-element'><h2 class='simple-view-element-header'>Date</h2>"
                "<div class='simple-view-element-body'>2022</div></div></ds-item-page-date-field></div>"
                "<div class='col-xs-12 col-md-6'><ds-item-page-abstract-field><div class='simple-view-element'>"
                "<h2 class='simple-view-element-header'>Abstract</h2><div class='simple-view-element-body'>"
                + "".join(f"<span class='dont-break-out preserve-line-breaks'>{line}</span><br/>" for line in abstract) +
                "</div></div></ds-item-page-abstract-field><ds-item-page-collections><div class='simple-view-element'>"
                "<h2 class='simple-view-element-header'>Collections</h2><div class='simple-view-element-body'>"
                "<a href='/collections/77c1'>Theses and Dissertations</a></div></div></ds-item-page-collections>"
                "<div><a class='btn btn-outline-primary' role='button' href='/items/9f3e/full'>"
                "<i class='fas fa-info-circle'></i> Full item page</a></div></div></div></ds-publication></div></div>"
                "</ds-item-page></main></ds-app>")


def jspui(lang: str, title: str, abstract: list[str], keywords: str) -> str:
    """A DSpace JSPUI item page in its Chinese labels: the metadata table (title, author, keywords, abstract, date,
    URI, "出现在类别中：" the collections), the "此项目中的文件：" file panel, the "显示完整的记录" button."""
    return page(lang, "<main id='content' role='main'><div class='container'><div class='well'>"
                "<div class='row'><div class='col-md-8'>"
                "<table class='table itemDisplayTable'>"
                f"<tr><td class='metadataFieldLabel dc_title'>标题：&nbsp;</td><td class='metadataFieldValue dc_title'>{title}</td></tr>"
                "<tr><td class='metadataFieldLabel dc_contributor_author'>作者：&nbsp;</td><td class='metadataFieldValue "
                "dc_contributor_author'><a class='author' href='/browse?type=author&amp;value=1'>ئابدۇرەھىم تۇرسۇن</a></td></tr>"
                f"<tr><td class='metadataFieldLabel dc_subject'>关键词：&nbsp;</td><td class='metadataFieldValue dc_subject'>{keywords}</td></tr>"
                "<tr><td class='metadataFieldLabel dc_description_abstract'>摘要：&nbsp;</td>"
                "<td class='metadataFieldValue dc_description_abstract'>" + "<br/>".join(abstract) + "</td></tr>"
                "<tr><td class='metadataFieldLabel dc_date_issued'>发表日期：&nbsp;</td><td class='metadataFieldValue dc_date_issued'>2020</td></tr>"
                "<tr><td class='metadataFieldLabel dc_identifier_uri'>URI：&nbsp;</td><td class='metadataFieldValue "
                "dc_identifier_uri'><a href='http://ir.example.edu.cn/handle/123/456'>http://ir.example.edu.cn/handle/123/456</a></td></tr>"
                "<tr><td class='metadataFieldLabel'>出现在类别中：</td><td class='metadataFieldValue'>"
                "<a href='/handle/123/1'>学位论文</a><br/></td></tr></table></div></div>"
                "<div class='panel panel-info'><div class='panel-heading'>此项目中的文件：</div>"
                "<table class='table panelBody'><tr><th id='t1' class='standard'>文件</th><th id='t2' class='standard'>描述</th>"
                "<th id='t3' class='standard'>大小</th><th id='t4' class='standard'>格式</th><th class='standard'>&nbsp;</th></tr>"
                "<tr><td headers='t1' class='standard'><a target='_blank' href='/bitstream/123/456/1/paper.pdf'>paper.pdf</a></td>"
                "<td headers='t2' class='standard'></td><td headers='t3' class='standard'>1.23 MB</td>"
                "<td headers='t4' class='standard'>Adobe PDF</td><td class='standard' align='center'>"
                "<a class='btn btn-primary' target='_blank' href='/bitstream/123/456/1/paper.pdf'>查看/打开</a></td></tr></table></div>"
                "<div class='container row'><a class='btn btn-default' href='/handle/123/456?mode=full'>显示完整的记录</a>"
                "</div></div></div></main>")


def cms_page(lang: str, body: str) -> str:
    """An ordinary site's article page in ``lang``: a menu, ``body`` in its article box, a footer."""
    direction = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{direction}'><head><meta charset='utf-8'><title>t</title></head>"
            "<body><div class='nav'><ul><li><a href='/'>Home</a></li><li><a href='/news/'>News</a></li>"
            "<li><a href='/culture/'>Culture</a></li></ul></div><div class='article'><div class='article-content'>"
            f"{body}</div></div><div class='footer'><p>© 2024 the site</p></div></body></html>")


OJS3_EN = {"keywords": "Keywords:", "abstract": "Abstract", "downloads": "Downloads", "published": "Published",
           "cite": "How to Cite", "formats": "More Citation Formats"}
OJS3_UG = {"keywords": "ئاچقۇچلۇق سۆزلەر:", "abstract": "قىسقىچە مەزمۇنى", "downloads": "چۈشۈرۈش",
           "published": "ئېلان قىلىنغان", "cite": "قانداق نەقىل ئېلىش", "formats": "تېخىمۇ كۆپ نەقىل فورماتلىرى"}

PAGES = {
    # OJS 3 default theme, English labels, a Tibetan article
    "ojs3_bo": (ojs3("bo", BO_TITLE, BO_ABSTRACT, BO_KEYWORDS, OJS3_EN),
                BO_ABSTRACT + [BO_KEYWORDS],
                ["How to Cite", "More Citation Formats", "Vancouver", "BibTeX", "Most read articles", OTHER_BO[0],
                 "Make a Submission", "Download data is not yet"]),
    # OJS 3 with its Uyghur locale
    "ojs3_ug": (ojs3("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS, OJS3_UG),
                UG_ABSTRACT + [UG_KEYWORDS],
                ["قانداق نەقىل ئېلىش", "تېخىمۇ كۆپ نەقىل", "Vancouver", "BibTeX", "Most read articles", OTHER_UG[1]]),
    # OJS 3 in English for a Chinese abstract
    "ojs3_zh": (ojs3("zh", "藏文书信格式研究", [ZH_ABSTRACT], "藏文；书信；敬语", OJS3_EN),
                [ZH_ABSTRACT], ["How to Cite", "More Citation Formats", "Endnote/Zotero", "Make a Submission"]),
    # a CNKI-like detail page for a Chinese abstract and one for a Tibetan abstract
    "cnki_zh": (cnki("藏文书信格式研究", ZH_ABSTRACT, ["藏文", "书信", "敬语"]),
                [ZH_ABSTRACT], ["PDF下载", "CAJ下载", "在线阅读", "记笔记", "下载：1256", "相似文献", OTHER_BO[0]]),
    "cnki_bo": (cnki(BO_TITLE, " ".join(BO_ABSTRACT), ["བརྡ་སྤྲོད", "སུམ་རྟགས"]),
                [" ".join(BO_ABSTRACT)], ["PDF下载", "CAJ下载", "在线阅读", "下载：1256", "相似文献", OTHER_BO[1]]),
    # DSpace 6 (XMLUI Mirage2) item pages
    "dspace6_ug": (dspace6("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS), UG_ABSTRACT,
                   ["Show full item record", "This item appears in", "Theses and Dissertations", "paper.pdf (1.234Mb)",
                    "View/Open", "Metadata", "By Issue Date"]),
    "dspace6_bo": (dspace6("bo", BO_TITLE, BO_ABSTRACT, BO_KEYWORDS), BO_ABSTRACT,
                   ["Show full item record", "This item appears in", "paper.pdf (1.234Mb)", "View/Open"]),
    # EPrints abstract pages
    "eprints_ug": (eprints("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS), UG_ABSTRACT,
                   ["Actions (login required)", "View Item", "ASCII Citation", "Download (512kB)"]),
    "eprints_bo": (eprints("bo", BO_TITLE, BO_ABSTRACT, BO_KEYWORDS), BO_ABSTRACT,
                   ["Actions (login required)", "View Item", "ASCII Citation", "Download (512kB)"]),
    # an arXiv-like abstract page
    "arxiv_en": (arxiv("Repetition in Uyghur folk songs", EN_ABSTRACT), [EN_ABSTRACT],
                 ["Cite as:", "Submission history", "View PDF", "Current browse context", "NASA ADS", "(512 KB)",
                  "Submitted on"]),
    # OJS 2: the "Article Tools" sidebar and the user's log-in box
    "ojs2_ug": (ojs2("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS), UG_ABSTRACT,
                ["Article Tools", "Print this article", "How to cite item", "Login required", "Username"]),
    "ojs2_bo": (ojs2("bo", BO_TITLE, BO_ABSTRACT, BO_KEYWORDS), BO_ABSTRACT,
                ["Article Tools", "Print this article", "How to cite item", "Login required"]),
    # OJS 3's Bootstrap 3 theme
    "ojs3_bootstrap_ug": (ojs3_bootstrap("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS), UG_ABSTRACT,
                          ["How to Cite", "More Citation Formats", "APA", "Journal of Xinjiang University"]),
    # DSpace JSPUI in its Chinese labels
    "jspui_ug": (jspui("ug", UG_TITLE, UG_ABSTRACT, UG_KEYWORDS), UG_ABSTRACT,
                 ["此项目中的文件", "paper.pdf", "Adobe PDF", "查看/打开", "显示完整的记录"]),
    # DSpace 7's Angular components
    "dspace7_bo": (dspace7(BO_TITLE, BO_ABSTRACT), BO_ABSTRACT,
                   ["dissertation.pdf", "(2.31 MB)", "Collections", "Theses and Dissertations", "Full item page"]),
}

GUARDS = {
    # an essay that quotes a reference in its prose and lists its own sources (kept: the essay's; a list named
    # "references" is a wiki's, ``wiki_furniture``'s)
    "essay_quotes_references": (cms_page("bo", f"<h1>{BO_TITLE}</h1><p>{BO_ABSTRACT[0]}</p>"
                                              "<p>ཞིབ་འཇུག་པ་ཁ་ཤས་ཀྱིས་དཔྱད་གཞི་ཐོ་གཞུང་ནང་ \"Tursun, A. (2020). Journal of Xinjiang "
                                              "University, 38(4), 77–85.\" ཞེས་པ་དྲངས་ཡོད་ཀྱང་། དེ་ནི་ཡིག་ཆ་རྙིང་པའི་ཐོག་ལ་"
                                              "བརྟེན་ཡོད།</p><p>How to cite this essay is up to the reader: the author asks "
                                              "only that the village's name be given with every quotation.</p>"
                                              "<ol><li>Tursun, A. (2020). Repetition in folk songs. "
                                              "Journal of Xinjiang University, 38(4), 77–85.</li><li>Dorje, S. (2023). "
                                              "Instrumental case in Tibetan. Journal of Tibetology, 12(2), 45–67.</li></ol>"),
                                ["\"Tursun, A. (2020).", "How to cite this essay", "Instrumental case in Tibetan"]),
    # a textbook chapter with its numbered bibliography (a chapter's references are its text)
    "textbook_bibliography_ug": (cms_page("ug", f"<h1>{UG_TITLE}</h1><p>{UG_ABSTRACT[0]}</p><p>{UG_ABSTRACT[1]}</p>"
                                                "<h2>پايدىلانغان ماتېرىياللار</h2><ol>"
                                                "<li>تۇرسۇن، ئابدۇرەھىم. ئۇيغۇر خەلق قوشاقلىرى. ئۈرۈمچى: شىنجاڭ خەلق نەشرىياتى، 2015.</li>"
                                                "<li>مەمەت، گۈلنار. ئېغىز ئەدەبىياتى ۋە ئۇنىڭ ئالاھىدىلىكى. قەشقەر: قەشقەر ئۇنىۋېرسىتېتى نەشرىياتى، 2018.</li>"
                                                "<li>ئابلىز، تاھىر. قوشاق ۋە مۇزىكا. بېيجىڭ: مىللەتلەر نەشرىياتى، 2020.</li></ol>"),
                                 UG_ABSTRACT + ["تۇرسۇن، ئابدۇرەھىم. ئۇيغۇر خەلق قوشاقلىرى",
                                                "ئابلىز، تاھىر. قوشاق ۋە مۇزىكا"]),
    # a Tibetan grammar lesson whose "keywords" paragraph is prose
    "grammar_keywords_prose_bo": (cms_page("bo", "<h1>བརྡ་སྤྲོད་ཀྱི་སློབ་ཚན་བཞི་པ།</h1>"
                                                 f"<p>{BO_ABSTRACT[1]}</p><p class='keywords'>གཙོ་གནད་ཚིག་ནི་ཚིག་གྲུབ་ཀྱི་དོན་"
                                                 "གཙོ་བོ་སྟོན་པའི་ཚིག་ཡིན། དཔེར་ན། \"ཁོས་ཡི་གེ་བྲིས།\" ཞེས་པའི་ནང་ \"བྲིས\" "
                                                 "ནི་གཙོ་གནད་ཚིག་ཡིན་ལ། སློབ་མ་ཚོས་དེ་ངོས་འཛིན་ཐུབ་དགོས།</p>"
                                                 f"<p>{BO_ABSTRACT[0]}</p>"),
                                  BO_ABSTRACT + ["གཙོ་གནད་ཚིག་ནི་ཚིག་གྲུབ་ཀྱི་དོན་"]),
    # a Uyghur story about a library's downloads and a reader who cites articles
    "library_downloads_ug": (cms_page("ug", "<h1>كۇتۇپخانىدىكى يېڭىلىق</h1><p>كۇتۇپخانا بۇ يىل تور بېكىتىدىكى ماقالىلەرنى "
                                            "PDF شەكلىدە چۈشۈرۈشكە ئىمكانىيەت ياراتتى، ئوقۇرمەنلەر ھەر كۈنى يۈزلەرچە ماقالىنى "
                                            "چۈشۈرۈۋاتىدۇ.</p><p>بىر ئوقۇتقۇچى: «مەن ماقالىلەرنى قانداق نەقىل ئېلىشنى "
                                            "ئوقۇغۇچىلىرىمغا ئۆگىتىمەن، چۈنكى بۇ ئىلمىي ئەخلاقنىڭ بىر قىسمى» دېدى.</p>"
                                            f"<p>{UG_ABSTRACT[0]}</p>"),
                             ["PDF شەكلىدە چۈشۈرۈشكە", "قانداق نەقىل ئېلىشنى", UG_ABSTRACT[0]]),
    # a Chinese story on a journal's own news page (an OJS site) that tells of downloads and citation
    "ojs_news_prose_zh": (page("zh", "<div class='pkp_structure_main'><div class='page page_announcement'>"
                                     "<article class='obj_announcement_full'><h1>本刊被引次数再创新高</h1>"
                                     "<div class='description'><p>据统计，本刊去年发表的论文全年下载一万二千余次，被引四百余次，"
                                     "其中藏文书信格式研究一文的PDF下载量位居第一。</p><p>编辑部提醒作者：投稿时请按照“如何引用”"
                                     "一栏的格式核对参考文献，并在文末列出全部引用文献。</p>"
                                     f"<p>{ZH_ABSTRACT}</p></div></article></div></div>"),
                          ["全年下载一万二千余次", "请按照“如何引用”", ZH_ABSTRACT]),
}


@pytest.mark.parametrize("name", sorted(PAGES))
def test_scholarly_page_keeps_its_abstract_and_drops_the_engines_tools(name: str) -> None:
    html, stay, go = PAGES[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
    assert not [word for word in go if word in text], text


@pytest.mark.parametrize("name", sorted(GUARDS))
def test_prose_using_the_scholarly_words_stays_whole(name: str) -> None:
    html, stay = GUARDS[name]
    text = auto_text(html)
    assert all(line in text for line in stay), text
