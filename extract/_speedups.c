/* Two steps of recognition, the parse's scan for long start tags, the DOM walk and auto's per-block passes in C, one pass each (an optional speedup of pure-Python
 * references).
 *
 * visible_cut: extract.page_text cuts a page's lowered UTF-8 bytes into views with two regular
 * expressions, INVISIBLE_BYTES_RE.sub(b" ", lowered) (script, style, noscript, template blocks
 * and comments out) and TEXT_SEGMENT_RE.findall (the text after each '>'); Python's regex engine
 * pays a Python object per match and per segment, this pass one memchr per tag.
 *
 * high_byte_classes: extract.census counts letters per script by the high bytes of the text's
 * UTF-16 code units (a UTF-16 copy and a translation per class); this pass reads the UTF-8 once.
 *
 * dom_walk: extract.dom's one walk of a page's elements (lxml's iterwalk events), its per-node steps in C.
 *
 * subtree_sums, render_lines: extract.dom's subtree sums of a per-node integer and its render's pass over the text
 * pieces, one loop each.
 *
 * up_to_long_tag: extract.long_tags reads a page's start tags with one regular expression of possessive quantifiers;
 * this pass tokenizes them as that expression does, with memchr over text and raw text.
 *
 * holds_literal: extract.literal_gate's scan of a text for any of several literals, one read of its code points.
 *
 * block_text, block_strings, block_rows, ancestor_means, neighbour_means, chain_evidence, topic_similarity: extract.algorithms.auto's loops over a
 * page's nodes, pieces and blocks (see each below), the same integers and the same floats.
 *
 * The Python code is the specification and stays the fallback where no compiler was at hand:
 * each function returns exactly what its reference gives (tests/test_speedups.py compares them
 * on tables, on random input and on the dev pages; tests/test_auto_speedups.py the per-block passes). Byte classes follow Python's bytes patterns:
 * \s is [ \t\n\r\f\v], \w is [A-Za-z0-9_].
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
#include <math.h>
#include <string.h>

static int is_space(unsigned char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

static int is_word(unsigned char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Does s[i:] start with the literal? */
static int starts(const char *s, Py_ssize_t n, Py_ssize_t i, const char *literal, Py_ssize_t len) {
    return n - i >= len && memcmp(s + i, literal, (size_t)len) == 0;
}

/* An element block `<NAME\b ... </NAME\s*>` (or to the end) starting at the '<' at i:
 * the end of the match, or -1 when there is none at i.
 * NAME\b[^<]*+(?:<(?!/NAME)[^<]*+)*+(?:</NAME\s*>|$) */
static Py_ssize_t element_block_end(const char *s, Py_ssize_t n, Py_ssize_t i, const char *name, Py_ssize_t len) {
    Py_ssize_t j = i + 1;
    if (!starts(s, n, j, name, len))
        return -1;
    j += len;
    if (j < n && is_word((unsigned char)s[j]))
        return -1;
    for (;;) {
        const char *lt = memchr(s + j, '<', (size_t)(n - j));
        if (lt == NULL)
            return n; /* $ */
        j = lt - s;
        if (starts(s, n, j + 1, "/", 1) && starts(s, n, j + 2, name, len)) {
            Py_ssize_t k = j + 2 + len;
            while (k < n && is_space((unsigned char)s[k]))
                k++;
            return (k < n && s[k] == '>') ? k + 1 : -1; /* the possessive loop cannot back off */
        }
        j++;
    }
}

/* A comment `<!--[^-]*+(?:-(?!->)[^-]*+)*+(?:-->|$)` starting at the '<' at i (it never fails). */
static Py_ssize_t comment_end(const char *s, Py_ssize_t n, Py_ssize_t i) {
    Py_ssize_t j = i + 4;
    for (;;) {
        const char *dash = memchr(s + j, '-', (size_t)(n - j));
        if (dash == NULL)
            return n;
        j = dash - s;
        if (n - j >= 3 && s[j + 1] == '-' && s[j + 2] == '>')
            return j + 3;
        j++;
    }
}

/* The end of an invisible block starting at the '<' at i, or -1. */
static Py_ssize_t invisible_end(const char *s, Py_ssize_t n, Py_ssize_t i) {
    if (i + 1 >= n)
        return -1;
    switch (s[i + 1]) {
    case 's': {
        Py_ssize_t end = element_block_end(s, n, i, "script", 6);
        return end >= 0 ? end : element_block_end(s, n, i, "style", 5);
    }
    case 'n':
        return element_block_end(s, n, i, "noscript", 8);
    case 't':
        return element_block_end(s, n, i, "template", 8);
    case '!':
        return starts(s, n, i + 1, "!--", 3) ? comment_end(s, n, i) : -1;
    default:
        return -1;
    }
}

/* INVISIBLE_BYTES_RE.sub(b" ", s) into out (at most n bytes); its length. */
static Py_ssize_t cut_invisible(const char *s, Py_ssize_t n, char *out) {
    Py_ssize_t i = 0, o = 0;
    while (i < n) {
        const char *lt = memchr(s + i, '<', (size_t)(n - i));
        Py_ssize_t at = lt == NULL ? n : lt - s;
        memcpy(out + o, s + i, (size_t)(at - i));
        o += at - i;
        if (lt == NULL)
            break;
        Py_ssize_t end = invisible_end(s, n, at);
        if (end < 0) {
            out[o++] = '<';
            i = at + 1;
        } else {
            out[o++] = ' ';
            i = end;
        }
    }
    return o;
}

/* visible_cut(lowered: bytes, long_segment: int) -> (markup, visible, long_segments)
 *
 * markup:         INVISIBLE_BYTES_RE.sub(b" ", lowered)
 * visible:        b" ".join(text_segments(markup))
 * long_segments:  the segments of at least long_segment bytes, in order
 */
static PyObject *visible_cut(PyObject *module, PyObject *args) {
    Py_buffer view;
    Py_ssize_t long_segment;
    if (!PyArg_ParseTuple(args, "y*n:visible_cut", &view, &long_segment))
        return NULL;
    const char *s = view.buf;
    Py_ssize_t n = view.len;
    PyObject *markup = NULL, *visible = NULL, *long_segments = NULL, *result = NULL;
    /* the markup and the visible text each fit in n bytes: an invisible block becomes one space,
     * and each separator of the visible text stands for a '>' that no segment holds */
    char *work = PyMem_Malloc((size_t)(n > 0 ? n : 1) * 2);
    if (work == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    char *m = work, *v = work + n;
    Py_ssize_t mn = 0, vn = 0;
    Py_BEGIN_ALLOW_THREADS
    mn = cut_invisible(s, n, m);
    Py_END_ALLOW_THREADS
    long_segments = PyList_New(0);
    if (long_segments == NULL)
        goto done;
    /* The text before the first '<' (all of it when there is none), then each
     * `>\s*+([^<]++)` found from the first '<' on. */
    const char *first = memchr(m, '<', (size_t)mn);
    Py_ssize_t i = first == NULL ? mn : first - m;
    Py_ssize_t segment_start = 0, segment_end = i;
    for (int first_segment = 1;; first_segment = 0) {
        Py_ssize_t len = segment_end - segment_start;
        if (!first_segment)
            v[vn++] = ' ';
        memcpy(v + vn, m + segment_start, (size_t)len);
        vn += len;
        if (len >= long_segment) {
            PyObject *segment = PyBytes_FromStringAndSize(m + segment_start, len);
            if (segment == NULL || PyList_Append(long_segments, segment) < 0) {
                Py_XDECREF(segment);
                goto done;
            }
            Py_DECREF(segment);
        }
        /* the next match */
        segment_start = -1;
        while (i < mn) {
            const char *gt = memchr(m + i, '>', (size_t)(mn - i));
            if (gt == NULL) {
                i = mn;
                break;
            }
            Py_ssize_t j = gt - m + 1;
            while (j < mn && is_space((unsigned char)m[j]))
                j++;
            if (j < mn && m[j] != '<') {
                const char *lt = memchr(m + j, '<', (size_t)(mn - j));
                segment_start = j;
                segment_end = i = lt == NULL ? mn : lt - m;
                break;
            }
            i = gt - m + 1;
        }
        if (segment_start < 0)
            break;
    }
    markup = PyBytes_FromStringAndSize(m, mn);
    visible = PyBytes_FromStringAndSize(v, vn);
    if (markup != NULL && visible != NULL)
        result = PyTuple_Pack(3, markup, visible, long_segments);
done:
    PyMem_Free(work);
    Py_XDECREF(markup);
    Py_XDECREF(visible);
    Py_XDECREF(long_segments);
    PyBuffer_Release(&view);
    return result;
}

/* high_byte_classes(u8: bytes, classes: bytes) -> (ascii_letters, count of class 1, 2, ..., count of class K)
 *
 * extract.census's letters by UTF-16 high byte in one pass over UTF-8: ``classes`` maps the high
 * byte (code point >> 8) of each character of the BMP to its class (0: not counted; K is the
 * largest class; the census's table leaves 0x00, U+0000-U+00FF, uncounted). ascii_letters counts
 * A-Z, a-z and the lead byte 0xC3 of U+00C0-U+00FF (NON_LATIN_BYTES of extract.census).
 * The input is valid UTF-8, or UTF-8 with surrogates (Python's "surrogatepass": they are read
 * as U+D800-U+DFFF): continuation bytes are not checked. Characters outside the BMP are not
 * counted, nor a byte that starts no UTF-8 character.
 */
#define MAX_CLASSES 32
static PyObject *high_byte_classes(PyObject *module, PyObject *args) {
    Py_buffer text, table;
    if (!PyArg_ParseTuple(args, "y*y*:high_byte_classes", &text, &table))
        return NULL;
    PyObject *result = NULL;
    const unsigned char *s = text.buf, *classes = table.buf;
    Py_ssize_t n = text.len, latin = 0;
    Py_ssize_t counts[MAX_CLASSES + 1] = {0};
    int largest = 0;
    if (table.len != 256) {
        PyErr_SetString(PyExc_ValueError, "classes must hold 256 bytes");
        goto done;
    }
    for (int i = 0; i < 256; i++) {
        if (classes[i] > MAX_CLASSES) {
            PyErr_SetString(PyExc_ValueError, "a class above 32");
            goto done;
        }
        if (classes[i] > largest)
            largest = classes[i];
    }
    for (Py_ssize_t i = 0; i < n;) {
        unsigned char c = s[i];
        if (c < 0x80) {
            latin += ((c | 0x20) >= 'a' && (c | 0x20) <= 'z');
            i++;
        } else if (c >= 0xC2 && c <= 0xDF && i + 1 < n) { /* U+0080-U+07FF */
            latin += c == 0xC3;
            counts[classes[(c >> 2) & 0x07]]++;
            i += 2;
        } else if (c >= 0xE0 && c <= 0xEF && i + 2 < n) { /* U+0800-U+FFFF */
            counts[classes[((c & 0x0F) << 4) | ((s[i + 1] >> 2) & 0x0F)]]++;
            i += 3;
        } else if (c >= 0xF0 && c <= 0xF4 && i + 3 < n) { /* outside the BMP: not counted */
            i += 4;
        } else {
            i++;
        }
    }
    result = PyTuple_New(largest + 1);
    if (result == NULL)
        goto done;
    PyTuple_SET_ITEM(result, 0, PyLong_FromSsize_t(latin));
    for (int k = 1; k <= largest; k++)
        PyTuple_SET_ITEM(result, k, PyLong_FromSsize_t(counts[k]));
    for (int k = 0; k <= largest; k++) {
        if (PyTuple_GET_ITEM(result, k) == NULL) {
            Py_CLEAR(result);
            break;
        }
    }
done:
    PyBuffer_Release(&text);
    PyBuffer_Release(&table);
    return result;
}

/* ---- extract.algorithms.auto's per-block passes (each the loop of its Python reference, in the same order) ----
 *
 * Lists of Python objects in, lists out: integers are read as C long long (a page's character counts), floats as
 * C doubles, and every float is computed by the same IEEE operations, in the same order, as the Python loop it
 * replaces (tests/test_speedups.py compares both on tables and on the dev pages). */

/* A list argument held for the length of a call: a tuple copy of its items (each a new reference), so that Python code
 * run while the call reads them (an item's __index__, __float__, __bool__, __hash__ or __eq__) can neither free nor
 * move the items under it by changing the list (a use-after-free otherwise: the list frees or moves its item array). */
typedef struct {
    PyObject *held;   /* the tuple, a new reference (NULL until taken) */
    PyObject **items; /* its items, borrowed from it */
    Py_ssize_t size;
} Items;

/* Take a list argument's items (TypeError if it is no list): 0, or -1 with the error set. */
static int take_items(PyObject *list, const char *name, Items *out) {
    if (!PyList_Check(list)) {
        PyErr_Format(PyExc_TypeError, "%s must be a list", name);
        return -1;
    }
    out->held = PyList_AsTuple(list);
    if (out->held == NULL)
        return -1;
    out->items = ((PyTupleObject *)out->held)->ob_item;
    out->size = PyTuple_GET_SIZE(out->held);
    return 0;
}

/* Release the items taken (any not taken are NULL: skipped). */
static void drop_items(Items *items, size_t count) {
    for (size_t i = 0; i < count; i++)
        Py_CLEAR(items[i].held);
}

/* The number of elements of a C array (the Items a pass holds). */
#define COUNT(array) (sizeof(array) / sizeof((array)[0]))

/* A node id read from a list, checked against the node count (IndexError as Python's list indexing would raise). */
static int node_id(PyObject *item, Py_ssize_t nodes, Py_ssize_t *out) {
    Py_ssize_t v = PyLong_AsSsize_t(item);
    if (v == -1 && PyErr_Occurred())
        return -1;
    if (v < 0)
        v += nodes; /* Python's negative index */
    if (v < 0 || v >= nodes) {
        PyErr_SetString(PyExc_IndexError, "node id out of range");
        return -1;
    }
    *out = v;
    return 0;
}

/* block_strings(piece_owner, piece_text, owner, blocks) -> list[str]: auto._block_strings, the raw text of each
 * block (the pieces its nodes own, line breaks (None) left out, joined in page order). */
static PyObject *block_strings(PyObject *module, PyObject *args) {
    PyObject *piece_owner, *piece_text, *owner, *blocks;
    if (!PyArg_ParseTuple(args, "OOOO:block_strings", &piece_owner, &piece_text, &owner, &blocks))
        return NULL;
    Items in[4] = {{NULL}};
    PyObject *result = NULL, *parts = NULL, *empty = NULL;
    Py_ssize_t *slot = NULL;
    if (take_items(piece_owner, "piece_owner", &in[0]) < 0 || take_items(piece_text, "piece_text", &in[1]) < 0
            || take_items(owner, "owner", &in[2]) < 0 || take_items(blocks, "blocks", &in[3]) < 0)
        goto done;
    PyObject **po = in[0].items, **pt = in[1].items, **ow = in[2].items, **bl = in[3].items;
    Py_ssize_t pieces = in[0].size < in[1].size ? in[0].size : in[1].size; /* zip() stops at the shorter */
    Py_ssize_t nodes = in[2].size, nb = in[3].size;
    slot = PyMem_New(Py_ssize_t, (size_t)(nodes ? nodes : 1));
    if (slot == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t i = 0; i < nodes; i++)
        slot[i] = -1;
    for (Py_ssize_t k = 0; k < nb; k++) { /* a block named twice shares one list, as the dict's key */
        Py_ssize_t b;
        if (node_id(bl[k], nodes, &b) < 0)
            goto done;
        if (slot[b] < 0)
            slot[b] = k;
    }
    parts = PyList_New(nb);
    if (parts == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < nb; k++) {
        PyObject *list = PyList_New(0);
        if (list == NULL)
            goto done;
        PyList_SET_ITEM(parts, k, list);
    }
    for (Py_ssize_t j = 0; j < pieces; j++) {
        if (pt[j] == Py_None)
            continue;
        Py_ssize_t o;
        if (node_id(po[j], nodes, &o) < 0)
            goto done;
        Py_ssize_t b = PyLong_AsSsize_t(ow[o]); /* an owner that is no block (out of range too) is no key: skipped */
        if (b == -1 && PyErr_Occurred())
            goto done;
        if (b >= 0 && b < nodes && slot[b] >= 0 && PyList_Append(PyList_GET_ITEM(parts, slot[b]), pt[j]) < 0)
            goto done;
    }
    empty = PyUnicode_FromStringAndSize("", 0);
    result = empty ? PyList_New(nb) : NULL;
    if (result == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < nb; k++) {
        Py_ssize_t b;
        if (node_id(bl[k], nodes, &b) < 0) {
            Py_CLEAR(result);
            goto done;
        }
        PyObject *joined = PyUnicode_Join(empty, PyList_GET_ITEM(parts, slot[b]));
        if (joined == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, k, joined);
    }
done:
    PyMem_Free(slot);
    Py_XDECREF(parts);
    Py_XDECREF(empty);
    drop_items(in, COUNT(in));
    return result;
}

/* A list of C long longs as a list of Python ints. */
static PyObject *int_list(const long long *values, Py_ssize_t n) {
    PyObject *list = PyList_New(n);
    if (list == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *v = PyLong_FromLongLong(values[i]);
        if (v == NULL) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, v);
    }
    return list;
}

/* block_text(parent, own_text, in_link, tags, owner) -> (btext, blink, bcount): auto._block_text, per block node its
 * own text, the part of it inside links and its outermost links (an <a> in a link whose parent is in none). */
static PyObject *block_text(PyObject *module, PyObject *args) {
    PyObject *parent, *own_text, *in_link, *tags, *owner;
    if (!PyArg_ParseTuple(args, "OOOOO:block_text", &parent, &own_text, &in_link, &tags, &owner))
        return NULL;
    Items in[5] = {{NULL}};
    PyObject *result = NULL;
    long long *sums = NULL;
    if (take_items(parent, "parent", &in[0]) < 0 || take_items(own_text, "own_text", &in[1]) < 0
            || take_items(in_link, "in_link", &in[2]) < 0 || take_items(tags, "tags", &in[3]) < 0
            || take_items(owner, "owner", &in[4]) < 0)
        goto done;
    PyObject **pa = in[0].items, **ot = in[1].items, **il = in[2].items, **tg = in[3].items, **ow = in[4].items;
    Py_ssize_t n = in[3].size;
    if (in[0].size < n || in[1].size < n || in[2].size < n || in[4].size < n) {
        PyErr_SetString(PyExc_IndexError, "per-node lists shorter than tags");
        goto done;
    }
    sums = PyMem_Calloc((size_t)(n ? n : 1), 3 * sizeof(long long)); /* Calloc checks the product's overflow */
    if (sums == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    long long *btext = sums, *blink = sums + n, *bcount = sums + 2 * n;
    for (Py_ssize_t i = 0; i < n; i++) {
        long long t = PyLong_AsLongLong(ot[i]);
        if (t == -1 && PyErr_Occurred())
            goto done;
        int linked = PyObject_IsTrue(il[i]);
        if (linked < 0)
            goto done;
        Py_ssize_t o = -1;
        if (t) {
            if (node_id(ow[i], n, &o) < 0)
                goto done;
            btext[o] += t;
            if (linked)
                blink[o] += t;
        }
        if (linked && PyUnicode_Check(tg[i]) && PyUnicode_CompareWithASCIIString(tg[i], "a") == 0) {
            Py_ssize_t p = PyLong_AsSsize_t(pa[i]);
            if (p == -1 && PyErr_Occurred())
                goto done;
            int outer = p < 0;
            if (!outer) {
                if (p >= n) {
                    PyErr_SetString(PyExc_IndexError, "parent out of range");
                    goto done;
                }
                outer = PyObject_Not(il[p]);
                if (outer < 0)
                    goto done;
            }
            if (outer) {
                if (o < 0 && node_id(ow[i], n, &o) < 0)
                    goto done;
                bcount[o] += 1;
            }
        }
    }
    PyObject *a = int_list(btext, n), *b = a ? int_list(blink, n) : NULL, *c = b ? int_list(bcount, n) : NULL;
    if (c != NULL)
        result = PyTuple_Pack(3, a, b, c);
    Py_XDECREF(a);
    Py_XDECREF(b);
    Py_XDECREF(c);
done:
    PyMem_Free(sums);
    drop_items(in, COUNT(in));
    return result;
}

/* ancestor_means(keys, pw, w, p, nodes) -> list[float]: auto._ancestor_means, per block the weighted mean probability
 * of the other blocks under its ancestor keys[k] (sums[key] += pw, weights[key] += w in block order; a block alone
 * keeps its own p[k], the very object). */
static PyObject *ancestor_means(PyObject *module, PyObject *args) {
    PyObject *keys, *pw, *w, *p;
    Py_ssize_t nodes;
    if (!PyArg_ParseTuple(args, "OOOOn:ancestor_means", &keys, &pw, &w, &p, &nodes))
        return NULL;
    Items in[4] = {{NULL}};
    PyObject *result = NULL;
    double *sums = NULL, *pws = NULL, *ws = NULL;
    Py_ssize_t *at = NULL;
    if (take_items(keys, "keys", &in[0]) < 0 || take_items(pw, "pw", &in[1]) < 0 || take_items(w, "w", &in[2]) < 0
            || take_items(p, "p", &in[3]) < 0)
        goto done;
    PyObject **ke = in[0].items, **pwi = in[1].items, **wi = in[2].items, **pi = in[3].items;
    Py_ssize_t n = in[0].size;
    if (in[1].size < n)
        n = in[1].size;
    if (in[2].size < n)
        n = in[2].size;
    Py_ssize_t m = in[3].size < n ? in[3].size : n; /* the second zip() also stops at p's end */
    if (nodes < 0)
        nodes = 0;
    /* sums then weights, nodes each: Calloc checks the count times the size (2 * nodes itself could overflow) */
    sums = PyMem_Calloc((size_t)(nodes ? nodes : 1), 2 * sizeof(double));
    at = PyMem_New(Py_ssize_t, (size_t)(n ? n : 1));
    pws = PyMem_New(double, (size_t)(n ? n : 1));
    ws = PyMem_New(double, (size_t)(n ? n : 1));
    if (sums == NULL || at == NULL || pws == NULL || ws == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    double *weights = sums + nodes;
    for (Py_ssize_t k = 0; k < n; k++) {
        if (node_id(ke[k], nodes, &at[k]) < 0)
            goto done;
        pws[k] = PyFloat_AsDouble(pwi[k]);
        if (pws[k] == -1.0 && PyErr_Occurred())
            goto done; /* before the next call: no Python code may run with an exception set */
        ws[k] = PyFloat_AsDouble(wi[k]); /* an int, exact below 2**53: float + int in Python converts it so */
        if (ws[k] == -1.0 && PyErr_Occurred())
            goto done;
        sums[at[k]] += pws[k];
        weights[at[k]] += ws[k];
    }
    result = PyList_New(m);
    if (result == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < m; k++) {
        double rest = weights[at[k]] - ws[k];
        PyObject *v;
        if (rest > 0) {
            v = PyFloat_FromDouble((sums[at[k]] - pws[k]) / rest);
            if (v == NULL) {
                Py_CLEAR(result);
                goto done;
            }
        } else {
            v = pi[k];
            Py_INCREF(v);
        }
        PyList_SET_ITEM(result, k, v);
    }
done:
    PyMem_Free(sums);
    PyMem_Free(at);
    PyMem_Free(pws);
    PyMem_Free(ws);
    drop_items(in, COUNT(in));
    return result;
}

/* chain_evidence(chains, p, w) -> dict: stage2_rows's evidence per ancestor, each block adding w * (2p - 1) once to
 * each distinct node of its chain, visited as set(chain) visits them (so the dict's order, which breaks max()'s ties,
 * is the Python loop's). */
static PyObject *chain_evidence(PyObject *module, PyObject *args) {
    PyObject *chains, *p, *w;
    if (!PyArg_ParseTuple(args, "OOO:chain_evidence", &chains, &p, &w))
        return NULL;
    Items in[3] = {{NULL}};
    PyObject *evidence = NULL;
    if (take_items(chains, "chains", &in[0]) < 0 || take_items(p, "p", &in[1]) < 0 || take_items(w, "w", &in[2]) < 0)
        goto fail;
    PyObject **ch = in[0].items, **pi = in[1].items, **wi = in[2].items;
    Py_ssize_t n = in[0].size;
    if (in[1].size < n)
        n = in[1].size;
    if (in[2].size < n)
        n = in[2].size;
    evidence = PyDict_New();
    if (evidence == NULL)
        goto fail;
    for (Py_ssize_t k = 0; k < n; k++) {
        double a = PyFloat_AsDouble(pi[k]);
        if (a == -1.0 && PyErr_Occurred())
            goto fail; /* before the next call: no Python code may run with an exception set */
        double b = PyFloat_AsDouble(wi[k]);
        if (b == -1.0 && PyErr_Occurred())
            goto fail;
        double gain = b * (2.0 * a - 1.0);
        PyObject *distinct = PySet_New(ch[k]);
        if (distinct == NULL)
            goto fail;
        PyObject *it = PyObject_GetIter(distinct), *node;
        Py_DECREF(distinct);
        if (it == NULL)
            goto fail;
        while ((node = PyIter_Next(it)) != NULL) {
            PyObject *old = PyDict_GetItemWithError(evidence, node); /* borrowed */
            double before = 0.0;
            if (old != NULL)
                before = PyFloat_AsDouble(old);
            PyObject *value = (PyErr_Occurred()) ? NULL : PyFloat_FromDouble(before + gain);
            int failed = value == NULL || PyDict_SetItem(evidence, node, value) < 0;
            Py_XDECREF(value);
            Py_DECREF(node);
            if (failed) {
                Py_DECREF(it);
                goto fail;
            }
        }
        Py_DECREF(it);
        if (PyErr_Occurred())
            goto fail;
    }
    drop_items(in, COUNT(in));
    return evidence;
fail:
    Py_XDECREF(evidence);
    drop_items(in, COUNT(in));
    return NULL;
}

/* block_rows(blocks, raw, texts, counts, nodes, keywords, far, context, tables, scales) -> (rows, chains):
 * auto._block_rows' loop over the blocks (its reference is _block_rows_python): each block's stage-1 row of floats in
 * FEATURES order and its chain of ancestors, every float computed by the same IEEE operations as the Python loop
 * (int / int is the correctly rounded quotient of the two ints as doubles, math.log1p and math.log are libm's log1p
 * and log of a finite positive double). The arguments, as _block_rows passes them:
 *   counts   (btext, blink, bcount): per node
 *   nodes    (parent, tags, tree_text, link_text, depth): per node
 *   context  (main, main_end, max_text, page_text, first_h1, title_key, seen, path_counts): RowContext's fields
 *   tables   (heading tags, cell tags, generic tags, KEYWORD_FLAGS, SENTENCE_MARKS, DIGIT_RANGES)
 *   scales   (ANCESTOR_LEVELS, KEYWORD_NEAR, FURNITURE_TAG_BIT, MAIN_TAG_BIT, KEYWORD_BITS, MAIN_DEPTH_LEVELS,
 *             PUNCTUATION_SCALE, H1_DISTANCE_BLOCKS) */

/* Items' entry i as a C integer (IndexError past the end, as the Python loop's indexing would raise). */
static int item_int(const Items *items, Py_ssize_t i, long long *out) {
    if (i < 0 || i >= items->size) {
        PyErr_SetString(PyExc_IndexError, "list index out of range");
        return -1;
    }
    long long v = PyLong_AsLongLong(items->items[i]);
    if (v == -1 && PyErr_Occurred())
        return -1;
    *out = v;
    return 0;
}

#define ROW_TABLE_MAX 64  /* characters of a mark table, ranges of a digit table (ours: 16 marks, 4 ranges) */

/* Two character classes over the Basic Multilingual Plane as bit sets (one bit per code point: 8 KB each), with
 * the few characters past it listed; the classes SENTENCE_MARKS_RE and DIGIT_RE spell. */
#define BMP_SIZE 0x10000 /* code points of the Basic Multilingual Plane */
typedef struct {
    unsigned char bits[BMP_SIZE / 8];
    Py_UCS4 astral[2 * ROW_TABLE_MAX]; /* (first, last) ranges past the BMP */
    Py_ssize_t nastral;
} CharClass;

/* Add the range first..last to a class. */
static void class_add(CharClass *cls, Py_UCS4 first, Py_UCS4 last) {
    for (Py_UCS4 c = first; c <= last && c < BMP_SIZE; c++)
        cls->bits[c >> 3] |= (unsigned char)(1u << (c & 7));
    if (last >= BMP_SIZE && cls->nastral < ROW_TABLE_MAX) {
        cls->astral[2 * cls->nastral] = first < BMP_SIZE ? BMP_SIZE : first;
        cls->astral[2 * cls->nastral + 1] = last;
        cls->nastral++;
    }
}

static int class_has(const CharClass *cls, Py_UCS4 c) {
    if (c < BMP_SIZE)
        return (cls->bits[c >> 3] >> (c & 7)) & 1;
    for (Py_ssize_t r = 0; r < cls->nastral; r++)
        if (cls->astral[2 * r] <= c && c <= cls->astral[2 * r + 1])
            return 1;
    return 0;
}

/* How many characters of text are in each of two classes (len(findall) of SENTENCE_MARKS_RE and of DIGIT_RE), in one
 * pass: 0, or -1 with the error set. */
static int count_classes(PyObject *text, const CharClass *one, const CharClass *two, Py_ssize_t *in_one,
                         Py_ssize_t *in_two) {
    if (!PyUnicode_Check(text)) {
        PyErr_SetString(PyExc_TypeError, "block texts must be str");
        return -1;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), a = 0, b = 0;
    for (Py_ssize_t j = 0; j < n; j++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, j);
        a += class_has(one, c);
        b += class_has(two, c);
    }
    *in_one = a;
    *in_two = b;
    return 0;
}

/* A str's characters as code points (at most max; the count in *n). */
static int code_points(PyObject *s, Py_UCS4 *out, Py_ssize_t max, Py_ssize_t *n) {
    if (!PyUnicode_Check(s) || PyUnicode_GET_LENGTH(s) > max) {
        PyErr_SetString(PyExc_TypeError, "a character table must be a short str");
        return -1;
    }
    *n = PyUnicode_GET_LENGTH(s);
    for (Py_ssize_t j = 0; j < *n; j++)
        out[j] = PyUnicode_READ_CHAR(s, j);
    return 0;
}

#define ROW_LEVELS_MAX 16 /* ancestors a chain holds (ours: ANCESTOR_LEVELS = 6) */
#define ROW_GROUPS_MAX 32 /* keyword groups (ours: 8) */

/* Set row[at] to v as a float: the shared zero or one where v is +0.0 or 1.0 (rows are mostly flags), else a new
 * float; -1 with the error set. */
static int put_float(PyObject *row, Py_ssize_t at, double v, PyObject *zero, PyObject *one) {
    PyObject *f;
    if (v == 1.0)
        f = Py_NewRef(one);
    else if (v == 0.0 && !signbit(v))
        f = Py_NewRef(zero);
    else if ((f = PyFloat_FromDouble(v)) == NULL)
        return -1;
    PyList_SET_ITEM(row, at, f);
    return 0;
}

/* The floats of a KEYWORD_FLAGS entry (a tuple: borrowed), the entry at mask; NULL with the error set. */
static PyObject *flags_entry(PyObject *flags, long long mask) {
    if (!PyTuple_Check(flags) || mask < 0 || mask >= PyTuple_GET_SIZE(flags)) {
        PyErr_SetString(PyExc_IndexError, "keyword mask out of KEYWORD_FLAGS");
        return NULL;
    }
    PyObject *entry = PyTuple_GET_ITEM(flags, mask);
    if (!PyTuple_Check(entry)) {
        PyErr_SetString(PyExc_TypeError, "KEYWORD_FLAGS entries must be tuples");
        return NULL;
    }
    return entry;
}

static double min_d(double a, double b) { return b < a ? b : a; } /* min(a, b): the first unless b is smaller */

static PyObject *block_rows(PyObject *module, PyObject *args) {
    PyObject *blocks, *raw, *texts, *keywords, *far;
    PyObject *btext, *blink, *bcount, *parent, *tags, *tree_text, *link_text, *depth, *title_key, *seen, *path_counts;
    PyObject *heading, *cell, *generic, *flags, *marks_str, *digit_ranges;
    Py_ssize_t main, main_end, max_text, page_text, first_h1;
    Py_ssize_t levels, near_levels, main_depth_levels, punctuation_scale, h1_distance;
    long long furniture_bit, main_bit, keyword_bits;
    if (!PyArg_ParseTuple(args, "OOO(OOO)(OOOOO)OO(nnnnnOOO)(OOOOOO)(nnLLLnnn):block_rows", &blocks, &raw, &texts,
                          &btext, &blink, &bcount, &parent, &tags, &tree_text, &link_text, &depth, &keywords, &far,
                          &main, &main_end, &max_text, &page_text, &first_h1, &title_key, &seen, &path_counts,
                          &heading, &cell, &generic, &flags, &marks_str, &digit_ranges, &levels, &near_levels,
                          &furniture_bit, &main_bit, &keyword_bits, &main_depth_levels, &punctuation_scale,
                          &h1_distance))
        return NULL;
    Items in[15] = {{NULL}};
    PyObject *rows = NULL, *chains = NULL, *result = NULL, *zero = NULL, *one = NULL;
    Py_UCS4 marks[ROW_TABLE_MAX];
    Py_ssize_t nmarks;
    if (levels < 5 || levels > ROW_LEVELS_MAX || near_levels < 0 || near_levels > levels) {
        PyErr_SetString(PyExc_ValueError, "ANCESTOR_LEVELS must be 5 to 16, KEYWORD_NEAR at most as many");
        return NULL;
    }
    if (main_depth_levels <= 0 || h1_distance <= 0 || !PyUnicode_Check(title_key)) {
        PyErr_SetString(PyExc_ValueError, "bad row scales or title key");
        return NULL;
    }
    if (code_points(marks_str, marks, ROW_TABLE_MAX, &nmarks) < 0)
        return NULL;
    CharClass *classes = PyMem_Calloc(2, sizeof(CharClass)); /* the sentence marks, the digits */
    if (classes == NULL)
        return PyErr_NoMemory();
    for (Py_ssize_t m = 0; m < nmarks; m++)
        class_add(&classes[0], marks[m], marks[m]);
    if (!PyTuple_Check(digit_ranges) || PyTuple_GET_SIZE(digit_ranges) > ROW_TABLE_MAX) {
        PyErr_SetString(PyExc_TypeError, "DIGIT_RANGES must be a short tuple of (first, last) pairs");
        PyMem_Free(classes);
        return NULL;
    }
    for (Py_ssize_t r = 0; r < PyTuple_GET_SIZE(digit_ranges); r++) {
        PyObject *pair = PyTuple_GET_ITEM(digit_ranges, r);
        Py_UCS4 ends[2];
        Py_ssize_t got;
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2 || code_points(PyTuple_GET_ITEM(pair, 0), ends, 1, &got) < 0
                || got != 1 || code_points(PyTuple_GET_ITEM(pair, 1), ends + 1, 1, &got) < 0 || got != 1) {
            if (!PyErr_Occurred())
                PyErr_SetString(PyExc_TypeError, "DIGIT_RANGES must hold pairs of characters");
            PyMem_Free(classes);
            return NULL;
        }
        class_add(&classes[1], ends[0], ends[1]);
    }
    PyObject *lists[15] = {blocks, raw, texts, btext, blink, bcount, parent, tags, tree_text, link_text, depth,
                           keywords, far, seen, path_counts};
    static const char *names[15] = {"blocks", "raw", "texts", "btext", "blink", "bcount", "parent", "tags", "tree_text",
                                    "link_text", "depth", "keywords", "far", "seen", "path_counts"};
    for (int a = 0; a < 15; a++)
        if (take_items(lists[a], names[a], &in[a]) < 0)
            goto done;
    Items *IB = &in[0], *IRAW = &in[1], *ITX = &in[2], *IBT = &in[3], *IBL = &in[4], *IBC = &in[5], *IPA = &in[6],
          *ITG = &in[7], *ITT = &in[8], *ILT = &in[9], *IDE = &in[10], *IKW = &in[11], *IFAR = &in[12],
          *ISEEN = &in[13], *IPC = &in[14];
    Py_ssize_t nb = IB->size;
    if (IRAW->size < nb || ITX->size < nb || ISEEN->size < nb || IPC->size < nb) {
        PyErr_SetString(PyExc_IndexError, "per-block lists shorter than blocks");
        goto done;
    }
    long long main_depth;
    if (item_int(IDE, main, &main_depth) < 0)
        goto done;
    Py_ssize_t title_len = PyUnicode_GET_LENGTH(title_key);
    zero = PyFloat_FromDouble(0.0);
    one = zero ? PyFloat_FromDouble(1.0) : NULL;
    rows = one ? PyList_New(nb) : NULL;
    chains = rows ? PyList_New(nb) : NULL;
    if (chains == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < nb; k++) {
        long long b, t, x, anc[ROW_LEVELS_MAX], v;
        if (item_int(IB, k, &b) < 0 || item_int(IBT, b, &t) < 0)
            goto done;
        if (b >= ITG->size) {
            PyErr_SetString(PyExc_IndexError, "tags shorter than the nodes");
            goto done;
        }
        PyObject *tag = ITG->items[b];
        PyObject *text = IRAW->items[k], *compact = ITX->items[k];
        PyObject *chain = PyTuple_New(levels);
        if (chain == NULL)
            goto done;
        PyList_SET_ITEM(chains, k, chain);
        x = b;
        PyObject *id = IB->items[k]; /* the ancestor's id, the very int of the parent list (as the Python loop's) */
        for (Py_ssize_t l = 0; l < levels; l++) {
            long long up;
            if (item_int(IPA, x, &up) < 0)
                goto done;
            if (up >= 0) {
                id = IPA->items[x];
                x = up;
            }
            anc[l] = x;
            PyTuple_SET_ITEM(chain, l, Py_NewRef(id));
        }
        long long near, fm;
        if (item_int(IKW, b, &near) < 0 || item_int(IFAR, b, &fm) < 0)
            goto done;
        for (Py_ssize_t l = 0; l < near_levels; l++) {
            if (item_int(IKW, anc[l], &v) < 0)
                goto done;
            near |= v;
        }
        int is_heading = PySet_Contains(heading, tag), is_cell = PySet_Contains(cell, tag),
            is_generic = PySet_Contains(generic, tag);
        if (is_heading < 0 || is_cell < 0 || is_generic < 0)
            goto done;
        int is_p = PyUnicode_Check(tag) && PyUnicode_CompareWithASCIIString(tag, "p") == 0;
        int is_li = PyUnicode_Check(tag) && PyUnicode_CompareWithASCIIString(tag, "li") == 0;
        long long blk, bcn, seen_k, paths_k, dep;
        if (item_int(IBL, b, &blk) < 0 || item_int(IBC, b, &bcn) < 0 || item_int(ISEEN, k, &seen_k) < 0
                || item_int(IPC, k, &paths_k) < 0 || item_int(IDE, b, &dep) < 0)
            goto done;
        long long lt[5], tt[5]; /* link and tree text of the ancestors 1, 2, 3, 5 (indices 0, 1, 2, 4) */
        static const int read[4] = {0, 1, 2, 4};
        for (int r = 0; r < 4; r++)
            if (item_int(ILT, anc[read[r]], &lt[read[r]]) < 0 || item_int(ITT, anc[read[r]], &tt[read[r]]) < 0)
                goto done;
        Py_ssize_t sentence, digits;
        if (count_classes(text, &classes[0], &classes[1], &sentence, &digits) < 0)
            goto done;
        int title_like = 0;
        if (title_len && PyUnicode_Check(compact) && PyUnicode_GET_LENGTH(compact)) {
            title_like = PyUnicode_Contains(title_key, compact);
            if (title_like == 0)
                title_like = PyUnicode_Contains(compact, title_key);
            if (title_like < 0)
                goto done;
        }
        int in_main = main <= b && b < main_end;
        long long below = dep - main_depth;
        below = below < 0 ? 0 : below;
        below = below > main_depth_levels ? main_depth_levels : below;
        PyObject *near_flags = flags_entry(flags, near), *far_flags = near_flags ? flags_entry(flags, fm & keyword_bits) : NULL;
        if (far_flags == NULL)
            goto done;
        double td = (double)t;
        double before[] = {
            1.0, log1p(td), (double)blk / td, is_heading ? 1.0 : 0.0, is_p ? 1.0 : 0.0, is_li ? 1.0 : 0.0,
            is_cell ? 1.0 : 0.0, is_generic ? 1.0 : 0.0,
            (double)lt[0] / (double)(tt[0] > 1 ? tt[0] : 1), (double)lt[1] / (double)(tt[1] > 1 ? tt[1] : 1),
            (double)lt[2] / (double)(tt[2] > 1 ? tt[2] : 1), (double)lt[4] / (double)(tt[4] > 1 ? tt[4] : 1),
            log1p((double)tt[0]), log1p((double)tt[2]), log1p((double)tt[4]), (double)tt[2] / (double)page_text,
            in_main ? 1.0 : 0.0, in_main ? (double)below / (double)main_depth_levels : 0.0,
            (fm & furniture_bit) ? 1.0 : 0.0, (fm & main_bit) ? 1.0 : 0.0,
        };
        long long from_h1 = k - first_h1 < 0 ? first_h1 - k : k - first_h1;
        double after[] = {
            0 <= first_h1 && first_h1 <= k ? 1.0 : 0.0,
            first_h1 >= 0 ? min_d(1.0, (double)from_h1 / (double)h1_distance) : 1.0,
            seen_k > 1 ? 1.0 : 0.0,
            min_d(1.0, (double)(sentence * punctuation_scale) / td),
            (double)digits / td,
            log1p((double)paths_k),
            (double)k / (double)nb,
            title_like ? 1.0 : 0.0,
            log((double)(t + 1) / (double)(max_text + 1)),
            log1p((double)bcn),
        };
        Py_ssize_t nn = PyTuple_GET_SIZE(near_flags), nf = PyTuple_GET_SIZE(far_flags), at = 0;
        PyObject *row = PyList_New((Py_ssize_t)(COUNT(before) + COUNT(after)) + nn + nf);
        if (row == NULL)
            goto done;
        PyList_SET_ITEM(rows, k, row);
        for (size_t f = 0; f < COUNT(before); f++)
            if (put_float(row, at++, before[f], zero, one) < 0)
                goto done;
        for (Py_ssize_t g = 0; g < nn; g++) /* *KEYWORD_FLAGS[near]: the table's floats */
            PyList_SET_ITEM(row, at++, Py_NewRef(PyTuple_GET_ITEM(near_flags, g)));
        for (Py_ssize_t g = 0; g < nf; g++)
            PyList_SET_ITEM(row, at++, Py_NewRef(PyTuple_GET_ITEM(far_flags, g)));
        for (size_t f = 0; f < COUNT(after); f++)
            if (put_float(row, at++, after[f], zero, one) < 0)
                goto done;
    }
    result = PyTuple_Pack(2, rows, chains);
done:
    PyMem_Free(classes);
    Py_XDECREF(zero);
    Py_XDECREF(one);
    Py_XDECREF(rows);
    Py_XDECREF(chains);
    drop_items(in, COUNT(in));
    return result;
}

/* up_to_long_tag(data, start, max_attributes) -> int: extract.long_tags' scan (its reference is the regular expression
 * _up_to_long_tag_pattern(max_attributes) matched at start): the end of the longest stretch of data from start
 * without a start tag of more than max_attributes attributes, i.e. the '<' of the first such tag, or len(data).
 * Every quantifier of the pattern is possessive, so it reads as this tokenizer does, one byte at a time, never
 * going back: text; a '<' not before a letter; a <script> or <style> start tag (a name followed by white space, '/'
 * or '>') of few attributes and its raw text up to "</script" or "</style" (ASCII case-insensitive); any other start
 * tag of few attributes. An attribute: separators (white space, '/'), a name (a first byte that is no separator nor
 * '>', then up to white space, '/', '=' or '>'), optionally white space, '=', white space and a value (double- or
 * single-quoted when the quote closes, else up to white space or '>'). */
static int tag_space(unsigned char c) { return c == '\t' || c == '\n' || c == '\f' || c == '\r' || c == ' '; }

static int ascii_letter(unsigned char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* Does s[i:] start with the lower-case ASCII name, in any case? */
static int starts_folded(const unsigned char *s, Py_ssize_t n, Py_ssize_t i, const char *name, Py_ssize_t len) {
    if (n - i < len)
        return 0;
    for (Py_ssize_t k = 0; k < len; k++) {
        unsigned char c = s[i + k];
        if ((c >= 'A' && c <= 'Z' ? c + ('a' - 'A') : c) != (unsigned char)name[k])
            return 0;
    }
    return 1;
}

/* The end of the attribute starting at i (its separators first), or -1 where none starts (at '>' or the end). */
static Py_ssize_t attribute_end(const unsigned char *s, Py_ssize_t n, Py_ssize_t i) {
    while (i < n && (tag_space(s[i]) || s[i] == '/'))
        i++;
    if (i >= n || s[i] == '>')
        return -1;
    i++;
    while (i < n && !tag_space(s[i]) && s[i] != '/' && s[i] != '=' && s[i] != '>')
        i++;
    Py_ssize_t v = i;
    while (v < n && tag_space(s[v]))
        v++;
    if (v >= n || s[v] != '=')
        return i; /* no value */
    v++;
    while (v < n && tag_space(s[v]))
        v++;
    if (v < n && (s[v] == '"' || s[v] == '\'')) {
        const unsigned char *close = memchr(s + v + 1, s[v], (size_t)(n - v - 1));
        if (close != NULL)
            return close - s + 1;
    }
    while (v < n && !tag_space(s[v]) && s[v] != '>')
        v++;
    return v;
}

static const char *RAW_TEXT_NAMES[] = {"script", "style"}; /* elements whose content is raw text (no tags) */

static PyObject *up_to_long_tag(PyObject *module, PyObject *args) {
    Py_buffer view;
    Py_ssize_t start, max_attributes;
    if (!PyArg_ParseTuple(args, "y*nn:up_to_long_tag", &view, &start, &max_attributes))
        return NULL;
    const unsigned char *s = view.buf;
    Py_ssize_t n = view.len, pos = start < 0 ? 0 : (start > n ? n : start);
    while (pos < n) {
        if (s[pos] != '<') {
            const unsigned char *lt = memchr(s + pos, '<', (size_t)(n - pos));
            pos = lt == NULL ? n : lt - s;
            continue;
        }
        if (pos + 1 >= n || !ascii_letter(s[pos + 1])) {
            pos++; /* a '<' that opens no tag */
            continue;
        }
        const char *raw = NULL;
        Py_ssize_t p = -1;
        for (size_t r = 0; r < sizeof(RAW_TEXT_NAMES) / sizeof(RAW_TEXT_NAMES[0]) && raw == NULL; r++) {
            Py_ssize_t len = (Py_ssize_t)strlen(RAW_TEXT_NAMES[r]), after = pos + 1 + len;
            if (starts_folded(s, n, pos + 1, RAW_TEXT_NAMES[r], len) && after < n
                    && (tag_space(s[after]) || s[after] == '/' || s[after] == '>')) {
                raw = RAW_TEXT_NAMES[r];
                p = after;
            }
        }
        if (raw == NULL) { /* another tag: its name up to white space, '/' or '>' */
            p = pos + 2;
            while (p < n && !tag_space(s[p]) && s[p] != '/' && s[p] != '>')
                p++;
        }
        Py_ssize_t count = 0, next;
        while ((next = attribute_end(s, n, p)) >= 0) {
            if (count == max_attributes)
                goto found; /* one attribute too many: the scan stops at this tag's '<' */
            count++;
            p = next;
        }
        if (raw != NULL) { /* the rest of the tag, then the raw text up to its end tag */
            Py_ssize_t len = (Py_ssize_t)strlen(raw);
            const unsigned char *gt = memchr(s + p, '>', (size_t)(n - p));
            p = gt == NULL ? n : gt - s + 1;
            while (p < n) {
                const unsigned char *lt = memchr(s + p, '<', (size_t)(n - p));
                if (lt == NULL) {
                    p = n;
                    break;
                }
                p = lt - s;
                if (p + 1 < n && s[p + 1] == '/' && starts_folded(s, n, p + 2, raw, len))
                    break;
                p++;
            }
        }
        pos = p;
    }
found:
    PyBuffer_Release(&view);
    return PyLong_FromSsize_t(pos);
}

/* dom_walk(walker, lists, tables, calls) -> (parent, depth, end, own_text, block, path): extract.dom's walk (its
 * reference is _walk_python), the loop over lxml's iterwalk events in C; what it reads of each element is what the
 * reference reads (its tag, its style, its text, its tail), and the rare cases are the reference's own Python
 * functions, called back:
 *   walker   etree.iterwalk(root, events=("start", "end", "comment", "pi"))
 *   lists    (elements, tags, anchors, piece_owner, piece_text, path_parent, path_tag): the Dom's, appended to
 *   tables   (DROPPED_TAGS, BLOCK_TAGS, PREFORMATTED_TAGS, RANK_BADGE_MAX_DIGITS)
 *   calls    (drops(el, tag, style) -> bool: whether an element with a style or of a dropped tag is left out, its
 *             subtree skipped (the reference's test, with its side effects: the title, the alternate text);
 *             add_lines(owner, text): preformatted text with line breaks; is_rank_badge(el);
 *             shown: drops.hiding, its memo of each inline style read: style -> whether it hides)
 * An element of a kept tag whose style drops has read already as showing (shown[style] is False) is kept without
 * calling drops: it answers False and changes nothing then (no hiding style, no dropped tag: no title, no alternate
 * text). Pages repeat their styles on many elements (45,000 calls over a third of the dev set).
 * A node's non-white-space characters are those Python's str.split() keeps (Py_UNICODE_ISSPACE). */

/* A growable array of C integers. */
typedef struct {
    Py_ssize_t *v;
    Py_ssize_t n, cap;
} IntArray;

static int int_push(IntArray *a, Py_ssize_t x) {
    if (a->n == a->cap) {
        Py_ssize_t cap = a->cap ? 2 * a->cap : 256;
        Py_ssize_t *v = PyMem_Resize(a->v, Py_ssize_t, (size_t)cap);
        if (v == NULL) {
            PyErr_NoMemory();
            return -1;
        }
        a->v = v;
        a->cap = cap;
    }
    a->v[a->n++] = x;
    return 0;
}

/* The characters of a str that are no white space (len("".join(text.split()))). */
static Py_ssize_t non_space(PyObject *text) {
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text), count = 0;
    for (Py_ssize_t j = 0; j < n; j++)
        count += !Py_UNICODE_ISSPACE(PyUnicode_READ(kind, data, j));
    return count;
}

/* Whether a str holds a line feed. */
static int has_newline(PyObject *text) { return PyUnicode_FindChar(text, '\n', 0, PyUnicode_GET_LENGTH(text), 1) >= 0; }

/* Append (owner, text) to the pieces; text NULL is a line break (None). */
static int add_piece(PyObject *owners, PyObject *texts, Py_ssize_t owner, PyObject *text) {
    PyObject *id = PyLong_FromSsize_t(owner);
    if (id == NULL)
        return -1;
    int failed = PyList_Append(owners, id) < 0 || PyList_Append(texts, text ? text : Py_None) < 0;
    Py_DECREF(id);
    return failed ? -1 : 0;
}

/* Append a text or tail to its owner's pieces: preformatted text with line breaks through add_lines(owner, text),
 * any other text as one piece. */
static int add_text(PyObject *owners, PyObject *texts, PyObject *add_lines, Py_ssize_t owner, PyObject *text,
                    int preformatted) {
    if (preformatted && has_newline(text)) {
        PyObject *done_lines = PyObject_CallFunction(add_lines, "nO", owner, text);
        Py_XDECREF(done_lines);
        return done_lines == NULL ? -1 : 0;
    }
    return add_piece(owners, texts, owner, text);
}

/* A list of Python ints (or bools, as_bool) of a C array. */
static PyObject *array_list(const IntArray *a, int as_bool) {
    PyObject *list = PyList_New(a->n);
    if (list == NULL)
        return NULL;
    for (Py_ssize_t i = 0; i < a->n; i++) {
        PyObject *v = as_bool ? PyBool_FromLong((long)a->v[i]) : PyLong_FromSsize_t(a->v[i]);
        if (v == NULL) {
            Py_DECREF(list);
            return NULL;
        }
        PyList_SET_ITEM(list, i, v);
    }
    return list;
}

static PyObject *dom_walk(PyObject *module, PyObject *args) {
    PyObject *walker, *elements, *tags, *anchors, *owners, *texts, *path_parent, *path_tag;
    PyObject *dropped, *blocks, *preformatted_tags, *drops, *add_lines, *is_rank_badge, *shown;
    Py_ssize_t badge_digits;
    if (!PyArg_ParseTuple(args, "O(O!O!O!O!O!O!O!)(OOOn)(OOOO!):dom_walk", &walker, &PyList_Type, &elements,
                          &PyList_Type, &tags, &PyList_Type, &anchors, &PyList_Type, &owners, &PyList_Type, &texts,
                          &PyList_Type, &path_parent, &PyList_Type, &path_tag, &dropped, &blocks, &preformatted_tags,
                          &badge_digits, &drops, &add_lines, &is_rank_badge, &PyDict_Type, &shown))
        return NULL;
    IntArray parent = {0}, depth = {0}, end = {0}, own = {0}, block = {0}, path = {0};
    PyObject *below = PyList_New(0), *top = PyDict_New(), *result = NULL, *iterator = NULL, *pair = NULL;
    PyObject *s_tag = PyUnicode_InternFromString("tag"), *s_text = PyUnicode_InternFromString("text"),
             *s_tail = PyUnicode_InternFromString("tail"), *s_get = PyUnicode_InternFromString("get"),
             *s_style = PyUnicode_InternFromString("style"), *s_skip = PyUnicode_InternFromString("skip_subtree");
    if (!below || !top || !s_tag || !s_text || !s_tail || !s_get || !s_style || !s_skip)
        goto done;
    iterator = PyObject_GetIter(walker);
    if (iterator == NULL)
        goto done;
    PyObject *kids = top; /* borrowed: the paths of the open node's children */
    Py_ssize_t par = -1, level = 0, count = 0, preformatted = 0;
    int skipping = 0;
    while ((pair = PyIter_Next(iterator)) != NULL) {
        if (!PyTuple_Check(pair) || PyTuple_GET_SIZE(pair) != 2) {
            PyErr_SetString(PyExc_TypeError, "the walker must yield (event, element) pairs");
            goto done;
        }
        PyObject *event = PyTuple_GET_ITEM(pair, 0), *el = PyTuple_GET_ITEM(pair, 1), *tail = NULL;
        if (!PyUnicode_Check(event)) {
            PyErr_SetString(PyExc_TypeError, "events must be str");
            goto done;
        }
        if (PyUnicode_CompareWithASCIIString(event, "start") == 0) {
            PyObject *tag = PyObject_GetAttr(el, s_tag);
            if (tag == NULL)
                goto done;
            PyObject *style = PyObject_CallMethodOneArg(el, s_get, s_style);
            int in_dropped = style ? PySet_Contains(dropped, tag) : -1;
            if (in_dropped < 0) {
                Py_DECREF(tag);
                Py_XDECREF(style);
                goto done;
            }
            int styled = style != Py_None && PyObject_IsTrue(style);
            PyObject *known = NULL; /* borrowed: shown[style], for a kept tag's style */
            if (styled && !in_dropped && PyUnicode_CheckExact(style)) {
                known = PyDict_GetItemWithError(shown, style);
                if (known == NULL && PyErr_Occurred()) {
                    Py_DECREF(tag);
                    Py_DECREF(style);
                    goto done;
                }
            }
            if ((styled || in_dropped) && known != Py_False) {
                PyObject *left_out = PyObject_CallFunctionObjArgs(drops, el, tag, style, NULL);
                int out = left_out ? PyObject_IsTrue(left_out) : -1;
                Py_XDECREF(left_out);
                if (out > 0) {
                    PyObject *skipped = PyObject_CallMethodNoArgs(walker, s_skip);
                    if (skipped == NULL)
                        out = -1;
                    Py_XDECREF(skipped);
                    skipping = 1;
                }
                if (out != 0) {
                    Py_DECREF(tag);
                    Py_DECREF(style);
                    if (out < 0)
                        goto done;
                    Py_CLEAR(pair);
                    continue;
                }
            }
            Py_DECREF(style);
            Py_ssize_t i = count++;
            int is_block = PySet_Contains(blocks, tag), is_pre = is_block < 0 ? -1 : PySet_Contains(preformatted_tags, tag);
            if (is_pre < 0 || PyList_Append(elements, el) < 0 || PyList_Append(tags, tag) < 0
                    || int_push(&parent, par) < 0 || int_push(&depth, level) < 0 || int_push(&end, 0) < 0
                    || int_push(&block, is_block) < 0
                    || (is_block && add_piece(owners, texts, i, NULL) < 0)) {
                Py_DECREF(tag);
                goto done;
            }
            if (!is_block && PyUnicode_Check(tag) && PyUnicode_CompareWithASCIIString(tag, "a") == 0) {
                PyObject *id = PyLong_FromSsize_t(i);
                int failed = id == NULL || PyList_Append(anchors, id) < 0;
                Py_XDECREF(id);
                if (failed) {
                    Py_DECREF(tag);
                    goto done;
                }
            }
            /* the interned tag path */
            PyObject *pid = PyDict_GetItemWithError(kids, tag);
            Py_ssize_t p;
            if (pid != NULL)
                p = PyLong_AsSsize_t(pid);
            else if (PyErr_Occurred())
                p = -1;
            else {
                p = PyList_GET_SIZE(path_tag);
                PyObject *id = PyLong_FromSsize_t(p), *up = PyLong_FromSsize_t(par >= 0 ? path.v[par] : -1),
                         *children = PyDict_New();
                int failed = !id || !up || !children || PyDict_SetItem(kids, tag, id) < 0
                             || PyList_Append(path_parent, up) < 0 || PyList_Append(path_tag, tag) < 0
                             || PyList_Append(below, children) < 0;
                Py_XDECREF(id);
                Py_XDECREF(up);
                Py_XDECREF(children);
                if (failed)
                    p = -1;
            }
            Py_DECREF(tag);
            if (p < 0 || p >= PyList_GET_SIZE(below) || int_push(&path, p) < 0) {
                if (!PyErr_Occurred())
                    PyErr_SetString(PyExc_IndexError, "tag path out of range");
                goto done;
            }
            kids = PyList_GET_ITEM(below, p);
            preformatted += is_pre;
            PyObject *text = PyObject_GetAttr(el, s_text);
            if (text == NULL)
                goto done;
            Py_ssize_t chars = 0;
            if (text != Py_None && PyUnicode_Check(text) && PyUnicode_GET_LENGTH(text)) {
                chars = non_space(text);
                if (add_text(owners, texts, add_lines, i, text, preformatted) < 0) {
                    Py_DECREF(text);
                    goto done;
                }
            }
            Py_DECREF(text);
            if (int_push(&own, chars) < 0)
                goto done;
            par = i;
            level++;
            Py_CLEAR(pair);
            continue;
        }
        if (PyUnicode_CompareWithASCIIString(event, "end") == 0 && !skipping) {
            Py_ssize_t i = par;
            if (i < 0) {
                PyErr_SetString(PyExc_IndexError, "an end with no open element");
                goto done;
            }
            end.v[i] = count;
            par = parent.v[i];
            level--;
            kids = par >= 0 ? PyList_GET_ITEM(below, path.v[par]) : top;
            tail = PyObject_GetAttr(el, s_tail);
            if (tail == NULL)
                goto done;
            int has_tail = tail != Py_None && PyObject_IsTrue(tail);
            if (block.v[i]) {
                if (add_piece(owners, texts, i, NULL) < 0)
                    goto done;
            } else if (!has_tail && count == i + 1 && 0 < own.v[i] && own.v[i] <= badge_digits) {
                PyObject *badge = PyObject_CallFunctionObjArgs(is_rank_badge, el, NULL);
                int is_badge = badge ? PyObject_IsTrue(badge) : -1;
                Py_XDECREF(badge);
                if (is_badge < 0)
                    goto done;
                if (is_badge) {
                    PyObject *space = PyUnicode_FromString(" ");
                    int failed = space == NULL || add_piece(owners, texts, par, space) < 0;
                    Py_XDECREF(space);
                    if (failed)
                        goto done;
                }
            }
            if (preformatted) {
                int is_pre = PySet_Contains(preformatted_tags, PyList_GET_ITEM(tags, i));
                if (is_pre < 0)
                    goto done;
                preformatted -= is_pre;
            }
        } else {
            if (PyUnicode_CompareWithASCIIString(event, "end") == 0)
                skipping = 0; /* a dropped element's end: its tail is read all the same */
            tail = PyObject_GetAttr(el, s_tail);
            if (tail == NULL)
                goto done;
        }
        /* the tail of an element, a comment or a processing instruction: its parent's text */
        if (tail != Py_None && PyUnicode_Check(tail) && PyUnicode_GET_LENGTH(tail) && par >= 0) {
            own.v[par] += non_space(tail);
            if (add_text(owners, texts, add_lines, par, tail, preformatted) < 0) {
                Py_DECREF(tail);
                goto done;
            }
        }
        Py_DECREF(tail);
        Py_CLEAR(pair);
    }
    if (PyErr_Occurred())
        goto done;
    PyObject *lists[6] = {array_list(&parent, 0), array_list(&depth, 0), array_list(&end, 0), array_list(&own, 0),
                          array_list(&block, 1), array_list(&path, 0)};
    if (lists[0] && lists[1] && lists[2] && lists[3] && lists[4] && lists[5])
        result = PyTuple_Pack(6, lists[0], lists[1], lists[2], lists[3], lists[4], lists[5]);
    for (int k = 0; k < 6; k++)
        Py_XDECREF(lists[k]);
done:
    Py_XDECREF(pair);
    Py_XDECREF(iterator);
    Py_XDECREF(below);
    Py_XDECREF(top);
    Py_XDECREF(s_tag);
    Py_XDECREF(s_text);
    Py_XDECREF(s_tail);
    Py_XDECREF(s_get);
    Py_XDECREF(s_style);
    Py_XDECREF(s_skip);
    PyMem_Free(parent.v);
    PyMem_Free(depth.v);
    PyMem_Free(end.v);
    PyMem_Free(own.v);
    PyMem_Free(block.v);
    PyMem_Free(path.v);
    return result;
}

#if PY_VERSION_HEX < 0x030C0000
/* neighbour_means(pw, w, window) -> list[float]: auto._neighbour_means, per block the weighted mean probability of
 * the window blocks on each side: sum(pw[lo:hi]) - pw[k] over sum(w[lo:hi]) - w[k] (the weights are ints, summed
 * exactly; 0.5 where they sum to nothing). Built for Python before 3.12 only: its sum() adds floats one after the
 * other from the first, as this loop does; 3.12's adds them with a compensation term (and the Python reference runs). */
static PyObject *neighbour_means(PyObject *module, PyObject *args) {
    PyObject *pw, *w;
    Py_ssize_t window;
    if (!PyArg_ParseTuple(args, "OOn:neighbour_means", &pw, &w, &window))
        return NULL;
    Items in[2] = {{NULL}};
    PyObject *result = NULL;
    double *pws = NULL;
    long long *ws = NULL;
    if (take_items(pw, "pw", &in[0]) < 0 || take_items(w, "w", &in[1]) < 0)
        goto done;
    PyObject **pwi = in[0].items, **wi = in[1].items;
    Py_ssize_t n = in[1].size;
    if (in[0].size < n) {
        PyErr_SetString(PyExc_IndexError, "pw shorter than w");
        goto done;
    }
    /* A window past the page is the whole page (as the slices clamp it): k - window and k + window + 1 below stay in
     * range (a window near PY_SSIZE_T_MAX overflowed them: undefined, in practice every mean 0.5) */
    if (window > n)
        window = n;
    if (window < -n)
        window = -n;
    pws = PyMem_New(double, (size_t)(n ? n : 1));
    ws = PyMem_New(long long, (size_t)(n ? n : 1));
    if (pws == NULL || ws == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t k = 0; k < n; k++) {
        if (!PyFloat_CheckExact(pwi[k]) || !PyLong_CheckExact(wi[k])) {
            PyErr_SetString(PyExc_TypeError, "pw must hold floats and w ints");
            goto done;
        }
        pws[k] = PyFloat_AS_DOUBLE(pwi[k]);
        ws[k] = PyLong_AsLongLong(wi[k]);
        if (ws[k] == -1 && PyErr_Occurred())
            goto done;
    }
    result = PyList_New(n);
    if (result == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        Py_ssize_t lo = k - window > 0 ? k - window : 0, hi = k + window + 1 < n ? k + window + 1 : n;
        double num = 0.0; /* sum() starts from the int 0: 0 + x is x */
        long long den = 0;
        for (Py_ssize_t j = lo; j < hi; j++) {
            num += pws[j];
            den += ws[j];
        }
        num -= pws[k];
        den -= ws[k];
        PyObject *v = PyFloat_FromDouble(den > 0 ? num / (double)den : 0.5);
        if (v == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, k, v);
    }
done:
    PyMem_Free(pws);
    PyMem_Free(ws);
    drop_items(in, COUNT(in));
    return result;
}

/* dot_rows(weights, rows) -> list[float] | None: auto.dot_rows, per row sum(map(mul, weights, row)) (its reference is
 * dot_rows_python): the products weight * value (a value an int is read as Python's float * int reads it,
 * PyLong_AsDouble) summed in order from 0, over the shorter of the two; an empty one sums to the int 0. None (the
 * reference runs) when a weight is no float or a value neither a float nor an int: their products are Python's to
 * make. Built for Python before 3.12 only, whose sum() adds floats one after the other from the first. */
static PyObject *dot_rows(PyObject *module, PyObject *args) {
    PyObject *weights, *rows;
    if (!PyArg_ParseTuple(args, "OO:dot_rows", &weights, &rows))
        return NULL;
    PyObject *result = NULL, *wseq = NULL, *rseq = NULL;
    double *wv = NULL;
    int declined = 0;
    wseq = PySequence_Fast(weights, "weights must be a sequence");
    if (wseq == NULL)
        goto done;
    Py_ssize_t nw = PySequence_Fast_GET_SIZE(wseq);
    wv = PyMem_New(double, (size_t)(nw ? nw : 1));
    if (wv == NULL) {
        PyErr_NoMemory();
        goto done;
    }
    for (Py_ssize_t j = 0; j < nw; j++) {
        PyObject *item = PySequence_Fast_GET_ITEM(wseq, j);
        if (!PyFloat_CheckExact(item)) {
            declined = 1;
            goto done;
        }
        wv[j] = PyFloat_AS_DOUBLE(item);
    }
    rseq = PySequence_Fast(rows, "rows must be a sequence");
    if (rseq == NULL)
        goto done;
    Py_ssize_t n = PySequence_Fast_GET_SIZE(rseq);
    result = PyList_New(n);
    if (result == NULL)
        goto done;
    for (Py_ssize_t k = 0; k < n; k++) {
        PyObject *row = PySequence_Fast_GET_ITEM(rseq, k);
        if (!PyTuple_CheckExact(row) && !PyList_CheckExact(row)) {
            declined = 1;
            goto done;
        }
        Py_ssize_t m = PySequence_Fast_GET_SIZE(row);
        if (m > nw)
            m = nw;
        PyObject **values = PySequence_Fast_ITEMS(row);
        double sum = 0.0; /* sum() starts from the int 0: 0 + x is x */
        for (Py_ssize_t j = 0; j < m; j++) {
            PyObject *v = values[j];
            double x;
            if (PyFloat_CheckExact(v))
                x = PyFloat_AS_DOUBLE(v);
            else if (PyLong_Check(v)) {
                x = PyLong_AsDouble(v);
                if (x == -1.0 && PyErr_Occurred())
                    goto fail;
            } else {
                declined = 1;
                goto done;
            }
            double product = wv[j] * x;
            sum += product;
        }
        PyObject *value = m ? PyFloat_FromDouble(sum) : PyLong_FromLong(0);
        if (value == NULL)
            goto fail;
        PyList_SET_ITEM(result, k, value);
    }
    goto done;
fail:
    Py_CLEAR(result);
done:
    if (declined)
        Py_CLEAR(result);
    PyMem_Free(wv);
    Py_XDECREF(wseq);
    Py_XDECREF(rseq);
    if (declined && !PyErr_Occurred())
        Py_RETURN_NONE;
    return result;
}

/* topic_similarity(bags, p, tf_weight, smoothing, epsilon) -> list[float]: auto.topic_similarity (its reference is
 * topic_similarity_python), per bag the cosine of its TF-IDF vector to the p-weighted sum of the other bags' unit
 * vectors. bags are dicts word -> count, p a float per bag (as many), tf_weight the table of 1 + log(tf) per count.
 * Every float comes from the reference's operations in its order: the IDF log(documents / (df + smoothing)), a
 * word's weight tf_weight[count] * idf, each bag's norm sqrt of its squares summed in order (1.0 where it is 0), the
 * centroid summed word by word in bag order (centroid[w] + (p / norm) * weight), its squared norm over the words in
 * order of first appearance, each bag's dot product summed in order over its norm, and the cosine to the rest
 * (dot - p) / sqrt(cn2 - 2 * p * dot + p * p) where that is over epsilon. Built for Python before 3.12 only, whose
 * sum() adds floats one after the other (from 0, as these loops do). */
static PyObject *topic_similarity(PyObject *module, PyObject *args) {
    PyObject *bags, *p, *tf_weight;
    double smoothing, epsilon;
    if (!PyArg_ParseTuple(args, "O!O!O!dd:topic_similarity", &PyList_Type, &bags, &PyList_Type, &p, &PyTuple_Type,
                          &tf_weight, &smoothing, &epsilon))
        return NULL;
    Items in[2] = {{NULL}};
    PyObject *result = NULL, *index = NULL;
    Py_ssize_t *word = NULL, *df = NULL, *size = NULL;
    double *weight = NULL, *norm = NULL, *centroid = NULL, *pv = NULL;
    if (take_items(bags, "bags", &in[0]) < 0 || take_items(p, "p", &in[1]) < 0)
        goto done;
    Py_ssize_t nb = in[0].size, total = 0;
    if (in[1].size != nb) {
        PyErr_SetString(PyExc_ValueError, "p must hold a weight per bag");
        goto done;
    }
    for (Py_ssize_t b = 0; b < nb; b++) {
        if (!PyDict_Check(in[0].items[b])) {
            PyErr_SetString(PyExc_TypeError, "bags must be dicts");
            goto done;
        }
        total += PyDict_GET_SIZE(in[0].items[b]);
    }
    word = PyMem_New(Py_ssize_t, (size_t)(total ? total : 1));
    df = PyMem_New(Py_ssize_t, (size_t)(total ? total : 1));
    weight = PyMem_New(double, (size_t)(total ? total : 1));
    centroid = PyMem_New(double, (size_t)(total ? total : 1));
    size = PyMem_New(Py_ssize_t, (size_t)(nb ? nb : 1));
    norm = PyMem_New(double, (size_t)(nb ? nb : 1));
    pv = PyMem_New(double, (size_t)(nb ? nb : 1));
    index = PyDict_New(); /* word -> its number, in order of first appearance (the Counter's order) */
    if (!word || !df || !weight || !centroid || !size || !norm || !pv || !index) {
        if (!PyErr_Occurred())
            PyErr_NoMemory();
        goto done;
    }
    Py_ssize_t at = 0, distinct = 0, ntf = PyTuple_GET_SIZE(tf_weight);
    for (Py_ssize_t b = 0; b < nb; b++) {
        pv[b] = PyFloat_AsDouble(in[1].items[b]);
        if (pv[b] == -1.0 && PyErr_Occurred())
            goto done;
        PyObject *bag = in[0].items[b], *key, *value;
        Py_ssize_t pos = 0, before = at;
        /* a bag changed while it is read (a key's __eq__ or __hash__) is read no further than its size at the start */
        while (at < total && PyDict_Next(bag, &pos, &key, &value)) {
            Py_INCREF(key);
            Py_INCREF(value);
            PyObject *number = PyDict_GetItemWithError(index, key);
            Py_ssize_t w;
            if (number != NULL)
                w = PyLong_AsSsize_t(number);
            else if (!PyErr_Occurred()) {
                w = distinct;
                PyObject *id = PyLong_FromSsize_t(w);
                if (id == NULL || PyDict_SetItem(index, key, id) < 0) {
                    Py_XDECREF(id);
                    Py_DECREF(key);
                    Py_DECREF(value);
                    goto done;
                }
                Py_DECREF(id);
                df[distinct++] = 0;
            } else
                w = -1;
            Py_ssize_t tf = w < 0 ? -1 : PyLong_AsSsize_t(value);
            Py_DECREF(key);
            Py_DECREF(value);
            if (tf == -1 && PyErr_Occurred())
                goto done;
            if (tf < 0)
                tf += ntf; /* the tuple's negative index */
            if (tf < 0 || tf >= ntf) {
                PyErr_SetString(PyExc_IndexError, "tuple index out of range");
                goto done;
            }
            PyObject *tfw = PyTuple_GET_ITEM(tf_weight, tf);
            double t = PyFloat_AsDouble(tfw);
            if (t == -1.0 && PyErr_Occurred())
                goto done;
            df[w]++;
            word[at] = w;
            weight[at++] = t; /* the idf is multiplied in below, once the counts are whole */
        }
        size[b] = at - before;
    }
    double documents = (double)(nb + 1);
    double *idf = centroid; /* the idf of each distinct word, then (overwritten) the centroid */
    for (Py_ssize_t w = 0; w < distinct; w++)
        idf[w] = log(documents / ((double)df[w] + smoothing));
    for (Py_ssize_t i = 0; i < at; i++)
        weight[i] *= idf[word[i]];
    for (Py_ssize_t w = 0; w < distinct; w++)
        centroid[w] = 0.0;
    for (Py_ssize_t b = 0, i = 0; b < nb; b++) {
        double squares = 0.0;
        for (Py_ssize_t end = i + size[b]; i < end; i++)
            squares += weight[i] * weight[i];
        norm[b] = sqrt(squares);
        if (norm[b] == 0.0)
            norm[b] = 1.0;
    }
    for (Py_ssize_t b = 0, i = 0; b < nb; b++) {
        double scale = pv[b] / norm[b];
        for (Py_ssize_t end = i + size[b]; i < end; i++)
            centroid[word[i]] = centroid[word[i]] + scale * weight[i];
    }
    double centroid_norm2 = 0.0;
    for (Py_ssize_t w = 0; w < distinct; w++)
        centroid_norm2 += centroid[w] * centroid[w];
    result = PyList_New(nb);
    if (result == NULL)
        goto done;
    for (Py_ssize_t b = 0, i = 0; b < nb; b++) {
        double products = 0.0, cosine = 0.0;
        for (Py_ssize_t end = i + size[b]; i < end; i++)
            products += weight[i] * centroid[word[i]];
        if (size[b]) {
            double dot = products / norm[b], q = pv[b];
            double rest = centroid_norm2 - 2 * q * dot + q * q;
            cosine = rest > epsilon ? (dot - q) / sqrt(rest) : 0.0;
        }
        PyObject *v = PyFloat_FromDouble(cosine);
        if (v == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, b, v);
    }
done:
    PyMem_Free(word);
    PyMem_Free(df);
    PyMem_Free(weight);
    PyMem_Free(centroid);
    PyMem_Free(size);
    PyMem_Free(norm);
    PyMem_Free(pv);
    Py_XDECREF(index);
    drop_items(in, COUNT(in));
    return result;
}
#endif

/* subtree_sums(own, end) -> list[int] | None: extract.dom's Dom.subtree_sums (its reference is
 * Dom._subtree_sums_python), per node i the sum of own[i:end[i]] as the prefix sums' difference prefix[end[i]] -
 * prefix[i]. None where the reference's integers would leave C's: a value that is no exact int or past a long long,
 * a sum past one, lists of unequal lengths or an end outside 0..len(own) (the caller then runs the reference, which
 * gives Python's answer or its error). Reads the lists in place: no Python code runs during the pass. */
static PyObject *subtree_sums(PyObject *module, PyObject *args) {
    PyObject *own, *end;
    if (!PyArg_ParseTuple(args, "O!O!:subtree_sums", &PyList_Type, &own, &PyList_Type, &end))
        return NULL;
    Py_ssize_t n = PyList_GET_SIZE(own);
    if (PyList_GET_SIZE(end) != n)
        Py_RETURN_NONE;
    long long *prefix = PyMem_New(long long, (size_t)n + 1);
    if (prefix == NULL)
        return PyErr_NoMemory();
    PyObject *result = NULL;
    prefix[0] = 0;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(own, i);
        int overflow = 0;
        long long v = PyLong_CheckExact(item) ? PyLong_AsLongLongAndOverflow(item, &overflow) : 0;
        if (!PyLong_CheckExact(item) || overflow || __builtin_add_overflow(prefix[i], v, &prefix[i + 1])) {
            result = Py_None;
            Py_INCREF(result);
            goto done;
        }
    }
    result = PyList_New(n);
    if (result == NULL)
        goto done;
    for (Py_ssize_t i = 0; i < n; i++) {
        PyObject *item = PyList_GET_ITEM(end, i);
        int overflow = 0;
        long long e = PyLong_CheckExact(item) ? PyLong_AsLongLongAndOverflow(item, &overflow) : -1;
        long long sum;
        if (overflow || e < 0 || e > n || __builtin_sub_overflow(prefix[e], prefix[i], &sum)) {
            Py_DECREF(result);
            result = Py_None;
            Py_INCREF(result);
            goto done;
        }
        PyObject *v = PyLong_FromLongLong(sum);
        if (v == NULL) {
            Py_CLEAR(result);
            goto done;
        }
        PyList_SET_ITEM(result, i, v);
    }
done:
    PyMem_Free(prefix);
    return result;
}

/* One line of render_lines: " ".join("".join(current).split()), current's texts joined and their white space
 * (str.split's) collapsed. A new reference, or NULL with the error set. */
static PyObject *collapsed_line(PyObject *current) {
    PyObject *empty = PyUnicode_FromStringAndSize(NULL, 0), *space = PyUnicode_FromStringAndSize(" ", 1);
    PyObject *joined = NULL, *words = NULL, *line = NULL;
    if (empty == NULL || space == NULL)
        goto done;
    joined = PyUnicode_Join(empty, current);
    if (joined == NULL)
        goto done;
    words = PyUnicode_Split(joined, NULL, -1);
    if (words == NULL)
        goto done;
    line = PyUnicode_Join(space, words);
done:
    Py_XDECREF(empty);
    Py_XDECREF(space);
    Py_XDECREF(joined);
    Py_XDECREF(words);
    return line;
}

/* render_lines(owners, texts, keep, blank_lines, start, stop) -> list[str]: extract.dom's Dom._render_pieces' pass
 * over the pieces start..stop (its reference is Dom._render_lines_python): a piece of text whose owner is flagged in
 * keep (a bytearray) joins the current line; a line break (None) ends it, kept when it holds more than white space,
 * or as one empty line where the break is in blank_lines (a set of ints) after a non-empty line. The pieces past
 * either list's end are none (as zip reads them); start must be 0 or more. The lists are read in place: the joins,
 * splits and the set's int lookups run no Python code. */
static PyObject *render_lines(PyObject *module, PyObject *args) {
    PyObject *owners, *texts, *keep, *blank_lines;
    Py_ssize_t start, stop;
    if (!PyArg_ParseTuple(args, "O!O!O!O!nn:render_lines", &PyList_Type, &owners, &PyList_Type, &texts,
                          &PyByteArray_Type, &keep, &PySet_Type, &blank_lines, &start, &stop))
        return NULL;
    if (start < 0) {
        PyErr_SetString(PyExc_ValueError, "start must be 0 or more");
        return NULL;
    }
    PyObject *lines = PyList_New(0), *current = PyList_New(0);
    if (lines == NULL || current == NULL)
        goto fail;
    for (Py_ssize_t k = start; k < stop && k < PyList_GET_SIZE(owners) && k < PyList_GET_SIZE(texts); k++) {
        PyObject *text = PyList_GET_ITEM(texts, k);
        if (text == Py_None) {
            if (PyList_GET_SIZE(current) == 0)
                continue;
            PyObject *line = collapsed_line(current);
            if (line == NULL)
                goto fail;
            int failed = 0;
            if (PyUnicode_GET_LENGTH(line) > 0) {
                failed = PyList_Append(lines, line);
            } else {
                Py_ssize_t count = PyList_GET_SIZE(lines);
                PyObject *index = PyLong_FromSsize_t(k);
                int blank = index == NULL ? -1 : PySet_Contains(blank_lines, index);
                Py_XDECREF(index);
                if (blank < 0)
                    failed = -1;
                else if (blank && count > 0 && PyUnicode_GET_LENGTH(PyList_GET_ITEM(lines, count - 1)) > 0)
                    failed = PyList_Append(lines, line); /* line is "" here */
            }
            Py_DECREF(line);
            if (failed < 0 || PyList_SetSlice(current, 0, PyList_GET_SIZE(current), NULL) < 0)
                goto fail;
            continue;
        }
        Py_INCREF(text); /* an owner's __index__ is Python code: it may empty the lists under us */
        Py_ssize_t owner = PyLong_AsSsize_t(PyList_GET_ITEM(owners, k));
        if (owner == -1 && PyErr_Occurred()) {
            Py_DECREF(text);
            goto fail;
        }
        Py_ssize_t size = PyByteArray_GET_SIZE(keep);
        if (owner < 0)
            owner += size; /* Python's negative index */
        if (owner < 0 || owner >= size) {
            Py_DECREF(text);
            PyErr_SetString(PyExc_IndexError, "bytearray index out of range");
            goto fail;
        }
        int failed = PyByteArray_AS_STRING(keep)[owner] ? PyList_Append(current, text) : 0;
        Py_DECREF(text);
        if (failed < 0)
            goto fail;
    }
    if (PyList_GET_SIZE(current) > 0) {
        PyObject *line = collapsed_line(current);
        if (line == NULL)
            goto fail;
        int failed = PyUnicode_GET_LENGTH(line) > 0 ? PyList_Append(lines, line) : 0;
        Py_DECREF(line);
        if (failed < 0)
            goto fail;
    }
    Py_DECREF(current);
    return lines;
fail:
    Py_XDECREF(lines);
    Py_XDECREF(current);
    return NULL;
}

/* holds_literal(text, buckets) -> bool: extract.literal_gate.LiteralUnion's scan (its reference: one regular
 * expression, the literals' trie, searched in the text), read once over the text's code points: whether str ``text``
 * holds one of the literals of ``buckets``, a tuple of LITERAL_BUCKETS tuples of non-empty str, bucket k holding the
 * literals whose first code point is k modulo LITERAL_BUCKETS (the bucket of a code point that opens no literal is
 * empty: most code points cost a read and a size test). Each bucket read is checked to be a tuple, each literal a
 * non-empty str (extract.literal_gate builds them so). */
#define LITERAL_BUCKETS 256
static PyObject *holds_literal(PyObject *module, PyObject *args) {
    PyObject *text, *buckets;
    if (!PyArg_ParseTuple(args, "UO!:holds_literal", &text, &PyTuple_Type, &buckets))
        return NULL;
    if (PyTuple_GET_SIZE(buckets) != LITERAL_BUCKETS) {
        PyErr_SetString(PyExc_ValueError, "holds_literal: the buckets must be a tuple of 256 tuples");
        return NULL;
    }
    int kind = PyUnicode_KIND(text);
    const void *data = PyUnicode_DATA(text);
    Py_ssize_t n = PyUnicode_GET_LENGTH(text);
    for (Py_ssize_t j = 0; j < n; j++) {
        Py_UCS4 c = PyUnicode_READ(kind, data, j);
        PyObject *bucket = PyTuple_GET_ITEM(buckets, c % LITERAL_BUCKETS);
        if (!PyTuple_Check(bucket)) {
            PyErr_SetString(PyExc_TypeError, "holds_literal: each bucket must be a tuple of str");
            return NULL;
        }
        for (Py_ssize_t m = 0; m < PyTuple_GET_SIZE(bucket); m++) {
            PyObject *literal = PyTuple_GET_ITEM(bucket, m);
            if (!PyUnicode_Check(literal) || PyUnicode_GET_LENGTH(literal) == 0) {
                PyErr_SetString(PyExc_TypeError, "holds_literal: each literal must be a non-empty str");
                return NULL;
            }
            Py_ssize_t length = PyUnicode_GET_LENGTH(literal);
            if (length > n - j || PyUnicode_READ_CHAR(literal, 0) != c)
                continue;
            Py_ssize_t found = PyUnicode_Tailmatch(text, literal, j, j + length, -1);
            if (found < 0)
                return NULL;
            if (found)
                Py_RETURN_TRUE;
        }
    }
    Py_RETURN_FALSE;
}

static PyMethodDef methods[] = {
    {"holds_literal", holds_literal, METH_VARARGS,
     "holds_literal(text, buckets) -> bool: extract.literal_gate.LiteralUnion's scan in C."},
    {"high_byte_classes", high_byte_classes, METH_VARARGS,
     "high_byte_classes(u8, classes) -> (ascii_letters, class 1, ...): extract.census's counts in C."},
    {"visible_cut", visible_cut, METH_VARARGS,
     "visible_cut(lowered, long_segment) -> (markup, visible, long_segments): extract.page_text's cut in C."},
    {"subtree_sums", subtree_sums, METH_VARARGS,
     "subtree_sums(own, end) -> list[int] | None: extract.dom's Dom.subtree_sums in C (None: run the reference)."},
    {"render_lines", render_lines, METH_VARARGS,
     "render_lines(owners, texts, keep, blank_lines, start, stop) -> list[str]: extract.dom's render pass in C."},
    {"dom_walk", dom_walk, METH_VARARGS,
     "dom_walk(walker, lists, tables, calls) -> (parent, depth, end, own_text, block, path): extract.dom's walk in C."},
    {"up_to_long_tag", up_to_long_tag, METH_VARARGS,
     "up_to_long_tag(data, start, max_attributes) -> int: extract.long_tags' scan in C."},
    {"block_strings", block_strings, METH_VARARGS,
     "block_strings(piece_owner, piece_text, owner, blocks) -> list[str]: auto._block_strings in C."},
    {"block_text", block_text, METH_VARARGS,
     "block_text(parent, own_text, in_link, tags, owner) -> (btext, blink, bcount): auto._block_text in C."},
    {"block_rows", block_rows, METH_VARARGS,
     "block_rows(blocks, raw, texts, counts, nodes, keywords, far, context, tables, scales) -> (rows, chains): "
     "auto._block_rows in C."},
    {"ancestor_means", ancestor_means, METH_VARARGS,
     "ancestor_means(keys, pw, w, p, nodes) -> list[float]: auto._ancestor_means in C."},
    {"chain_evidence", chain_evidence, METH_VARARGS,
     "chain_evidence(chains, p, w) -> dict[int, float]: the evidence per ancestor of auto.stage2_rows in C."},
#if PY_VERSION_HEX < 0x030C0000
    {"neighbour_means", neighbour_means, METH_VARARGS,
     "neighbour_means(pw, w, window) -> list[float]: auto._neighbour_means in C (Python before 3.12)."},
    {"dot_rows", dot_rows, METH_VARARGS,
     "dot_rows(weights, rows) -> list[float] | None: auto.dot_rows in C (Python before 3.12)."},
    {"topic_similarity", topic_similarity, METH_VARARGS,
     "topic_similarity(bags, p, tf_weight, smoothing, epsilon) -> list[float]: auto.topic_similarity in C (Python "
     "before 3.12)."},
#endif
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "extract._speedups",
                                    "C passes of extract.page_text, extract.census and extract.algorithms.auto (optional; the Python code is the reference).",
                                    -1, methods};

PyMODINIT_FUNC PyInit__speedups(void) { return PyModule_Create(&module); }
