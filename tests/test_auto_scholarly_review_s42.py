"""Review of the scholarly engines' rule (session 42, h293): pages built to make ``scholarly`` drop an abstract or keep
a tool. An EPrints document link in a div of a page laid out in one big table, or in the right cell of a summary laid
out with its abstract in the left one, must not take the table row (the whole page, the abstract) with it; a DSpace
abstract field with no "simple-item-view-" name that cites its supplementary file ("/bitstream/") is no file box.
Near-variants (EPrints' default document row, an OJS 3.4 page in sections, a CNKI page, an arXiv-like page in Tibetan)
still lose their tools; a Uyghur poem magazine and a WeChat-mirror news page that use the engines' class words stay
whole. The references list of an OJS page goes by ``wiki_furniture`` (a references section is no article's text by
the dev truths' convention), so no page here asks for it.
"""

from __future__ import annotations

import pytest

from tests.extraction_pages import auto_text

EN_ABS = ["We recorded the speech of forty herders in three valleys of Amdo over two summers and compared the way "
          "each group marks the agent of a verb. The older speakers keep the agentive particle after almost every "
          "transitive subject.",
          "The younger speakers drop it when the subject is a pronoun, and this loss spreads fastest where children "
          "attend boarding schools in the county town. We argue that schooling, not contact with Chinese, drives the "
          "change."]
BO_ABS = ["རྩོམ་ཡིག་འདིར་མཚོ་སྔོན་ཁུལ་གྱི་འབྲོག་པའི་ཁ་སྐད་ནང་གི་བྱེད་སྒྲའི་བེད་སྤྱོད་ལ་ཞིབ་འཇུག་བྱས་ཡོད། "
          "ལོ་གཉིས་རིང་ལ་ལུང་པ་གསུམ་གྱི་འབྲོག་པ་བཞི་བཅུའི་གཏམ་གླེང་སྒྲ་ཕབ་བྱས་ཤིང་། "
          "རྒན་པ་རྣམས་ཀྱིས་བྱ་ཚིག་ཕལ་ཆེ་བའི་སྔོན་དུ་བྱེད་སྒྲ་སྤྱོད་པ་མངོན།",
          "ན་གཞོན་རྣམས་ཀྱིས་མིང་ཚབ་ཀྱི་རྗེས་སུ་བྱེད་སྒྲ་མི་སྤྱོད་པ་མང་ཞིང་། "
          "འགྱུར་བ་དེ་ནི་སློབ་གྲྭར་སྡོད་པའི་བྱིས་པ་མང་བའི་ས་ཁུལ་དུ་མྱུར་བ་ཡིན། "
          "དེའི་རྒྱུ་རྐྱེན་ནི་སློབ་གསོ་ཡིན་པ་ངས་བཤད་ཡོད།"]
UG_ABS = ["بۇ ماقالىدە قەشقەر ۋە خوتەن رايونلىرىدىكى مەھەللە مەسچىتلىرىنىڭ بىناكارلىق ئالاھىدىلىكلىرى سېلىشتۇرۇلدى. "
          "تەتقىقاتتا ئوتتۇز ئىككى مەسچىت ئۆلچەندى ھەمدە ئۇلارنىڭ ئايۋان تۈزۈلۈشى خاتىرىلەندى.",
          "نەتىجە شۇنى كۆرسەتتىكى، ئايۋان تۈۋرۈكلىرىنىڭ نەقىش ئۇسلۇبى رايونغا قاراپ ئوخشىمايدۇ، بۇ ئوخشىماسلىق "
          "ھۈنەرۋەنلەر جەمەتىنىڭ ئەنئەنىسىدىن كېلىپ چىققان."]
ZH_ABS = ["本文依据西藏自治区档案馆所藏的二十余件清代藏文契约文书，考察了农奴土地租佃关系的具体形态。研究发现，契约中的担保条款在不同地区差异明显，寺院庄园与贵族庄园的租额计算方式也各不相同。",
          "文章进一步指出，契约文书的格式在十八世纪中叶以后逐渐定型，这与噶厦政府的文书制度改革有直接关系，对理解近代西藏社会经济史具有重要意义。"]

def shell(lang: str, body: str, head_extra: str = "") -> str:
    """A page in ``lang`` around ``body``."""
    d = "rtl" if lang == "ug" else "ltr"
    return (f"<!DOCTYPE html><html lang='{lang}' dir='{d}'><head><meta "
             "charset='utf-8'><title>repository</title>{head_extra}</head><body>"
            f"{body}</body></html>")

PAGES: dict[str, tuple[str, dict[str, list[str]]]] = {}

# EPrints inside an old layout table; the document links in divs (3.4-like), not in a row of their own
def eprints_layout(lang: str, title: str, abstract: list[str]) -> str:
    """An EPrints record inside an old layout table, its document links in a div (not a row of their own)."""
    return shell(lang,
        "<table class='layout' width='100%' cellpadding='0' cellspacing='0'><tr><td colspan='2' class='ep_tm_header'>"
        "<a href='/'>University Repository</a> | <a href='/view/year/'>Browse by Year</a> | <a "
        "href='/view/subjects/'>Browse by Subject</a>"
        " | <a href='/cgi/users/home'>Login</a></td></tr><tr><td class='ep_tm_main' valign='top'>"
        f"<h1 class='ep_tm_pagetitle'>{title}</h1><div class='ep_summary_content'><div class='ep_summary_content_main'>"
        f"<p style='margin-bottom: 1em'>Tsering, D. (2021) <em>{title}</em>. Journal of Highland Studies, 9 (2). pp. "
        "33-58.</p>"
        "<div class='ep_summary_doc'><a href='/123/1/paper.pdf' class='ep_document_link'><img class='ep_doc_icon' "
        "alt='[thumbnail of paper.pdf]' src='/style/images/fileicons/text.png'/></a>"
        "<a href='/123/1/paper.pdf' class='ep_document_link'><span class='ep_document_citation'>Text<br/>paper.pdf - "
        "Published Version</span></a><br/>"
        "<a href='/123/1/paper.pdf' class='ep_document_link'>Download (812kB)</a></div>"
        "<h2>Abstract</h2>" + "".join(f"<p style='text-align: left; margin: 1em auto 0em auto'>{p}</p>"
                                     for p in abstract) +
        "<table style='margin-bottom: 1em; margin-top: 1em;' cellpadding='3'><tr><th align='right'>Item "
        "Type:</th><td>Article</td></tr>"
        "<tr><th align='right'>Subjects:</th><td><a href='/view/subjects/P1.html'>P Language and "
        "Literature</a></td></tr>"
        "<tr><th align='right'>Depositing User:</th><td>Mr Repository Admin</td></tr>"
        "<tr><th align='right'>Date Deposited:</th><td>12 Mar 2021 10:14</td></tr></table>"
        "<h3>Actions (login required)</h3><table class='ep_summary_page_actions'><tr><td><a "
        "href='/cgi/users/home?screen=EPrint::View&amp;eprintid=123'>"
        "<img src='/style/images/action_view.png' title='View Item' class='ep_form_action_icon'/></a></td><td>View "
        "Item</td></tr></table>"
        "</div></div></td><td class='ep_tm_sidebar' valign='top'><a href='/rss'>RSS feed</a></td></tr>"
        "<tr><td colspan='2' class='ep_tm_footer'>University Repository is powered by EPrints 3</td></tr></table>")
PAGES["p01_eprints_layout_en"] = (eprints_layout("en", "Agent marking among Amdo herders", EN_ABS),
    {"stay": [EN_ABS[0][:60], EN_ABS[1][:60]], "go": ["Actions (login required)", "View Item"],
     "once": [EN_ABS[0][:60]]})
PAGES["p02_eprints_layout_bo"] = (eprints_layout("bo", "འབྲོག་སྐད་ཀྱི་བྱེད་སྒྲ།", BO_ABS),
    {"stay": [BO_ABS[0][:40], BO_ABS[1][:40]], "go": ["Actions (login required)"], "once": []})

# EPrints summary laid out in two cells: abstract left, documents right (custom summary_page.xml)
def eprints_two_col(lang: str, title: str, abstract: list[str]) -> str:
    """An EPrints record laid out in two cells: the abstract, then the document links."""
    return shell(lang,
        "<div class='ep_tm_header'><a href='/'>Repository</a> <a href='/view/'>Browse</a></div>"
        f"<div id='ep_tm_main'><h1 class='ep_tm_pagetitle'>{title}</h1><div class='ep_summary_content'><div "
        "class='ep_summary_content_main'>"
        "<table class='summary'><tr><td class='summary_text' valign='top'><h2>Abstract</h2>"
        + "".join(f"<p>{p}</p>" for p in abstract) +
        "</td><td class='summary_docs' valign='top'><a href='/77/1/thesis.pdf' class='ep_document_link'><img "
        "class='ep_doc_icon' alt='[thumbnail]' src='/icon.png'/></a><br/>"
        "<a href='/77/1/thesis.pdf' class='ep_document_link'>Download (2MB)</a></td></tr></table>"
        "<h3>Actions (login required)</h3><table class='ep_summary_page_actions'><tr><td><a href='/edit/77'>Edit "
        "Item</a></td></tr></table>"
        "</div></div></div><div class='ep_tm_footer'>Powered by EPrints 3.4</div>")
PAGES["p03_eprints_twocol_ug"] = (eprints_two_col("ug", "قەشقەر مەسچىتلىرىنىڭ ئايۋانلىرى", UG_ABS),
    {"stay": [UG_ABS[0][:40], UG_ABS[1][:40]], "go": ["Edit Item", "Download (2MB)"], "once": []})
PAGES["p04_eprints_twocol_en"] = (eprints_two_col("en", "Agent marking among Amdo herders", EN_ABS),
    {"stay": [EN_ABS[0][:60], EN_ABS[1][:60]], "go": ["Edit Item"], "once": []})

# EPrints default summary: document row in its own table (near-variant that should go)
def eprints_default(lang: str, title: str, abstract: list[str]) -> str:
    """An EPrints record with the default document row (icon cell, download cell)."""
    return shell(lang,
        "<div class='ep_tm_header'><a href='/'>Repository</a> <a href='/view/'>Browse</a></div>"
        f"<div id='ep_tm_main'><h1 class='ep_tm_pagetitle'>{title}</h1><div class='ep_summary_content'><div "
        "class='ep_summary_content_main'>"
        f"<p style='margin-bottom: 1em'>Abliz, M. (2020) {title}. PhD thesis, Xinjiang University.</p>"
        "<table><tr><td valign='top' align='right'><a class='ep_document_link' href='/5/1/t.pdf'><img "
        "class='ep_doc_icon' alt='[img]' src='/i.png'/></a></td>"
        "<td valign='top'><a class='ep_document_link' href='/5/1/t.pdf'><span "
        "class='ep_document_citation'>PDF</span></a> - Accepted Version<br/>"
        "Available under License Creative Commons Attribution.<br/><a href='/5/1/t.pdf' "
        "class='ep_document_link'>Download (640kB)</a></td></tr></table>"
        "<h2>Abstract</h2>" + "".join(f"<p>{p}</p>" for p in abstract) +
        "<h3>Actions (login required)</h3><table class='ep_summary_page_actions'><tr><td><a href='/v/5'>View "
        "Item</a></td></tr></table>"
        "</div></div></div><div class='ep_tm_footer'>Powered by EPrints</div>")
PAGES["p05_eprints_default_ug"] = (eprints_default("ug", "قەشقەر مەسچىتلىرىنىڭ ئايۋانلىرى", UG_ABS),
    {"stay": [UG_ABS[0][:40], UG_ABS[1][:40]], "go": ["Download (640kB)", "View Item", "Actions (login required)"],
     "once": []})

# DSpace 6 custom theme: abstract field without a simple-item-view name, citing its supplementary file
def dspace_custom(lang: str, title: str, abstract: list[str], supp: str) -> str:
    """A DSpace 6 record whose abstract field has no simple-item-view name and cites a supplementary file."""
    return shell(lang,
        "<header><nav class='navbar'><a href='/'>DSpace Home</a> <a href='/community-list'>Communities &amp; "
        "Collections</a></nav></header>"
        "<div class='container'><div id='aspect_artifactbrowser_ItemViewer_div_item-view' class='ds-static-div "
        "primary'>"
        f"<h2 class='page-header first-page-header'>{title}</h2><div class='row'><div class='col-sm-4'>"
        "<div class='item-page-field-wrapper table word-break'><h5>View/Open</h5><div><a "
        "href='/bitstream/handle/123/456/thesis.pdf?sequence=1'>"
        "<i class='glyphicon glyphicon-file'></i> thesis.pdf (1.234Mb)</a></div></div>"
        "<div class='simple-item-view-date word-break item-page-field-wrapper table'><h5>Date</h5>2019</div></div>"
        "<div class='col-sm-8'><div class='item-page-field-wrapper table abstract-field'><h5>Abstract</h5><div>"
        + "".join(f"<p>{p}</p>" for p in abstract) +
        f"<p>{supp} <a href='/bitstream/handle/123/456/data.xlsx?sequence=2'>data.xlsx</a></p></div></div>"
        "<div class='simple-item-view-uri item-page-field-wrapper table'><h5>URI</h5><span><a "
        "href='http://hdl.handle.net/123/456'>http://hdl.handle.net/123/456</a></span></div>"
        "<div class='simple-item-view-collections item-page-field-wrapper table'><h5>Collections</h5><ul "
        "class='ds-referenceSet-list'><li><a href='/handle/123/1'>Theses</a></li></ul></div>"
        "<div class='simple-item-view-show-full item-page-field-wrapper table'><h5>Metadata</h5><a "
        "href='/handle/123/456?show=full'>Show full item record</a></div>"
        "</div></div></div></div><footer>DSpace software copyright © 2002-2016</footer>")
PAGES["p06_dspace_custom_en"] = (dspace_custom("en", "Agent marking among Amdo herders", EN_ABS,
                                               "The recordings' transcripts and the counts per speaker are in the "
                                               "supplementary table:"),
    {"stay": [EN_ABS[0][:60], EN_ABS[1][:60], "The recordings' transcripts"],
     "go": ["Show full item record", "thesis.pdf (1.234Mb)"], "once": []})
PAGES["p07_dspace_custom_zh"] = (dspace_custom("zh", "清代藏文契约文书中的租佃关系", ZH_ABS, "文中所引契约文书的录文及汉译见附件："),
    {"stay": [ZH_ABS[0][:30], ZH_ABS[1][:30], "文中所引契约文书的录文"], "go": ["Show full item record"], "once": []})

# OJS 3 Tibetan article page (near-variant: sections instead of divs, 3.4 "item doi")
def ojs(lang: str, title: str, abstract: list[str], refs: list[str]) -> str:
    """An OJS 3 article page (sections, 3.4's DOI item) with its tools."""
    return shell(lang,
        "<div class='pkp_structure_page'><header class='pkp_structure_head'><a href='/'>Journal</a><nav><ul><li><a "
        "href='/issue/current'>Current</a></li><li><a href='/issue/archive'>Archives</a></li></ul></nav></header>"
        "<div class='pkp_structure_content'><div class='pkp_structure_main'><article class='obj_article_details'>"
        f"<h1 class='page_title'>{title}</h1><div class='row'><div class='main_entry'>"
        "<section class='item authors'><ul class='authors'><li><span class='name'>Dorje "
        "Tsering</span></li></ul></section>"
        "<section class='item doi'><h2 class='label'>DOI:</h2><span class='value'><a "
        "href='https://doi.org/10.1/x'>https://doi.org/10.1/x</a></span></section>"
        "<section class='item abstract'><h2 class='label'>Abstract</h2>"
        + "".join(f"<p>{p}</p>" for p in abstract) + "</section>"
        "<section class='item references'><h2 class='label'>References</h2><div class='value'>"
        + "".join(f"<p class='citation'>{r}</p>" for r in refs) + "</div></section>"
        "</div><div class='entry_details'><div class='item galleys'><ul class='value galleys_links'><li><a "
        "class='obj_galley_link pdf' href='/a/1/2'>PDF</a></li></ul></div>"
        "<div class='item published'><section class='sub_item'><h2 class='label'>Published</h2><div "
        "class='value'><span>2024-01-15</span></div></section></div>"
        "<div class='item citation'><section class='sub_item citation_display'><h2 class='label'>How to Cite</h2><div "
        "class='value'><div id='citationOutput'>"
        f"<div class='csl-bib-body'><div class='csl-entry'>Tsering, D. (2024). {title}. Journal, "
        "3(1).</div></div></div>"
        "<div class='citation_formats'><button class='cmp_button citation_formats_button'>More Citation "
        "Formats</button>"
        "<div class='citation_formats_list'><ul class='citation_formats_styles'><li><a "
        "href='?f=apa'>APA</a></li><li><a href='?f=mla'>MLA</a></li></ul>"
        "<div class='label'>Download Citation</div><ul class='citation_formats_styles'><li><a "
        "href='?bib'>BibTeX</a></li></ul></div></div></div></section></div>"
        "<div class='item issue'><section class='sub_item'><h2 class='label'>Issue</h2><div class='value'><a "
        "class='title' href='/issue/view/3'>Vol. 3 No. 1 (2024)</a></div></section></div>"
        "</div></div></article></div></div><footer class='pkp_structure_footer'>Platform &amp; workflow by OJS / "
        "PKP</footer></div>")
BO_REFS = ["དགེ་འདུན་ཆོས་འཕེལ། ༢༠༠༢ ལེགས་བཤད་གསེར་གྱི་ཐང་མ། ལྷ་སར་བོད་ལྗོངས་མི་དམངས་དཔེ་སྐྲུན་ཁང་།",
           "Tournadre, N. 1996. L'ergativité en tibétain. Louvain: Peeters."]
PAGES["p08_ojs_refs_bo"] = (ojs("bo", "འབྲོག་སྐད་ཀྱི་བྱེད་སྒྲ།", BO_ABS, BO_REFS),
    {"stay": [BO_ABS[0][:40], BO_ABS[1][:40]], "go": ["More Citation Formats", "BibTeX",
            "Vol. 3 No. 1 (2024)"], "once": []})

# A literary magazine (no engine): a poem and its notes written in boxes named like the engines' tools
UG_POEM = ["تاغلار ئارا ئاققان سۇدەك ئۆتتى يىللار،", "ئانام تىككەن ئۈرۈك گۈلى ئېچىلدى يەنە.",
           "ھويلىمىزدا سايرىغان شۇ قارلىغاچلار،", "ئەسلىتىدۇ بالىلىقنىڭ ناخشىسىنى ماڭا."]
PAGES["p09_poem_magazine_ug"] = (shell("ug",
    "<div class='site-header'><a href='/'>تارىم ئەدەبىياتى</a> <a href='/poems'>شېئىرلار</a> <a "
    "href='/prose'>نەسر</a></div>"
    "<div class='main'><div class='dateline'>2023-يىلى 4-ئاي</div><h1>ئۈرۈك گۈلى</h1><div class='item issue'><p "
    "class='poet'>ئابدۇكېرىم ھەسەن</p>"
    + "".join(f"<p class='verse'>{l}</p>" for l in UG_POEM) + "</div>"
    "<table class='metatable'><tr><td>ئاپتور ھەققىدە:</td><td>ئاپتور قەشقەر شەھىرىدە تۇغۇلغان، ئۇنىڭ شېئىرلىرى ئانا ۋە "
    "يۇرت مەۋزۇسىدا يېزىلغان بولۇپ، ئوقۇرمەنلەرنىڭ ياقتۇرۇشىغا ئېرىشكەن.</td></tr></table>"
    "<div class='citation_display'><blockquote>«شېئىر — يۈرەكنىڭ ئەينىكى.»</blockquote></div>"
    "</div><div class='footer'>© تارىم ئەدەبىياتى ژۇرنىلى</div>"),
    {"stay": UG_POEM + ["ئاپتور قەشقەر شەھىرىدە تۇغۇلغان"], "go": [], "once": [UG_POEM[0]]})

# A CNKI-like page, new layout (near-variant): the tools should go, abstract/keywords/fund stay
PAGES["p10_cnki_zh"] = (shell("zh",
    "<div class='header'><a href='/'>中国知网</a> <a href='/kns'>文献检索</a></div><div class='container'><div "
    "class='doc'><div class='doc-top'>"
    "<div class='wx-tit'><h1>清代藏文契约文书中的租佃关系</h1><h3 id='authorpart'><span><a href='/a/1'>格桑卓玛</a></span></h3></div>"
    "<div class='row'><span class='rowtit'>摘要：</span><span class='abstract-text' "
    f"id='ChDivSummary'>{ZH_ABS[0]}{ZH_ABS[1]}</span></div>"
    "<div class='row'><span class='rowtit'>关键词：</span><p "
    "class='keywords'><a>契约文书；</a><a>租佃关系；</a><a>清代西藏；</a></p></div>"
    "<div class='row'><span class='rowtit'>基金资助：</span><p class='funds'><a>国家社会科学基金项目（20XMZ045）</a></p></div></div>"
    "<div class='operate-area'><p class='total-inform'><span>下载：832</span><span>页码：12-20</span><span>大小：980K</span></p>"
    "<div class='operate-btn'><ul><li class='btn-dlpdf'><a href='/pdf'>PDF下载</a></li><li class='btn-dlcaj'><a "
    "href='/caj'>CAJ下载</a></li>"
    "<li class='btn-html'><a href='/read'>在线阅读</a></li></ul></div></div></div></div><div "
    "class='footer'>京ICP证040431号</div>"),
    {"stay": [ZH_ABS[0][:30], ZH_ABS[1][:30], "国家社会科学基金项目"], "go": ["CAJ下载", "下载：832"], "once": []})

# A news article on a WeChat-mirror site (gate word 'wx-tit' inside 'wx-title'); a tool row classed operate-btn
ZH_NEWS = ["记者从拉萨市教育局获悉，今年秋季学期全市新建的十二所双语幼儿园已全部开园，共招收幼儿一千八百余名。",
           "据介绍，这些幼儿园均配备了藏汉双语教师，并开设了传统民歌和唐卡绘画等特色课程，受到家长的普遍欢迎。",
           "市教育局相关负责人表示，下一步将继续加大对农牧区学前教育的投入，力争三年内实现乡镇幼儿园全覆盖。"]
PAGES["p11_wx_news_zh"] = (shell("zh",
    "<div class='nav'><a href='/'>首页</a> <a href='/news'>新闻</a> <a href='/edu'>教育</a></div>"
    "<div class='rich_media'><h1 class='wx-title'>拉萨新建十二所双语幼儿园全部开园</h1><div class='wx-meta'>2024-09-05 来源：拉萨日报</div>"
    "<div class='rich_media_content'>" + "".join(f"<p>{p}</p>" for p in ZH_NEWS) + "</div>"
    "<div class='operate-btn'><a>点赞 128</a> <a>在看 36</a> <a>分享</a></div></div><div class='footer'>版权所有 拉萨新闻网</div>"),
    {"stay": ZH_NEWS, "go": [], "once": [ZH_NEWS[0]]})

# arXiv-like page in Tibetan: submission history / metatable go; abstract stays
PAGES["p12_arxiv_bo"] = (shell("bo",
    "<div id='header'><a href='/'>archive</a> &gt; <a href='/list/cs.CL/recent'>cs.CL</a></div><div id='content'><div "
    "id='abs-outer'><div class='leftcolumn'>"
    "<div class='subheader'><h1>Computer Science &gt; Computation and Language</h1></div><div id='content-inner'><div "
    "id='abs'>"
    "<div class='dateline'>[Submitted on 3 Feb 2024]</div><h1 class='title mathjax'><span "
    "class='descriptor'>Title:</span>འབྲོག་སྐད་ཀྱི་བྱེད་སྒྲ།</h1>"
    "<div class='authors'><span class='descriptor'>Authors:</span><a href='/a/d_t'>Dorje Tsering</a></div>"
    f"<blockquote class='abstract mathjax'><span class='descriptor'>Abstract:</span>{BO_ABS[0]} "
    f"{BO_ABS[1]}</blockquote>"
    "<div class='metatable'><table summary='Additional metadata'><tr><td class='tablecell label'>Comments:</td><td "
    "class='tablecell comments'>14 pages, 2 figures</td></tr>"
    "<tr><td class='tablecell label'>Subjects:</td><td class='tablecell subjects'><span "
    "class='primary-subject'>Computation and Language (cs.CL)</span></td></tr>"
    "<tr><td class='tablecell label'>Cite as:</td><td class='tablecell arxivid'><a "
    "href='/abs/2402.01234'>arXiv:2402.01234</a> [cs.CL]</td></tr></table></div></div></div>"
    "<div class='submission-history'><h2>Submission history</h2>From: Dorje Tsering [<a href='/show-email/1'>view "
    "email</a>]<br/><strong>[v1]</strong> Sat, 3 Feb 2024 10:11:12 UTC (512 KB)<br/></div></div>"
    "<div class='extra-services'><div class='full-text'><h2>Access Paper:</h2><ul><li><a href='/pdf/2402.01234'>View "
    "PDF</a></li><li><a href='/format/2402.01234'>Other Formats</a></li></ul></div></div></div></div>"),
    {"stay": [BO_ABS[0][:40], BO_ABS[1][:40]], "go": ["Submission history", "Cite as", "View PDF"], "once": []})


@pytest.mark.parametrize("name", sorted(PAGES))
def test_scholarly_rule_keeps_the_abstract_and_drops_only_the_tools(name: str) -> None:
    html, spec = PAGES[name]
    text = auto_text(html)
    assert [line for line in spec["stay"] if line not in text] == [], text
    assert [line for line in spec["go"] if line in text] == [], text
    assert [line for line in spec["once"] if text.count(line) > 1] == [], text
