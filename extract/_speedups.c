/* Two steps of recognition in C, one pass each (an optional speedup of pure-Python references).
 *
 * visible_cut: extract.page_text cuts a page's lowered UTF-8 bytes into views with two regular
 * expressions, INVISIBLE_BYTES_RE.sub(b" ", lowered) (script, style, noscript, template blocks
 * and comments out) and TEXT_SEGMENT_RE.findall (the text after each '>'); Python's regex engine
 * pays a Python object per match and per segment, this pass one memchr per tag.
 *
 * high_byte_classes: extract.census counts letters per script by the high bytes of the text's
 * UTF-16 code units (a UTF-16 copy and a translation per class); this pass reads the UTF-8 once.
 *
 * The Python code is the specification and stays the fallback where no compiler was at hand:
 * each function returns exactly what its reference gives (tests/test_speedups.py compares them
 * on tables, on random input and on the dev pages). Byte classes follow Python's bytes patterns:
 * \s is [ \t\n\r\f\v], \w is [A-Za-z0-9_].
 */
#define PY_SSIZE_T_CLEAN
#include <Python.h>
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

static PyMethodDef methods[] = {
    {"high_byte_classes", high_byte_classes, METH_VARARGS,
     "high_byte_classes(u8, classes) -> (ascii_letters, class 1, ...): extract.census's counts in C."},
    {"visible_cut", visible_cut, METH_VARARGS,
     "visible_cut(lowered, long_segment) -> (markup, visible, long_segments): extract.page_text's cut in C."},
    {NULL, NULL, 0, NULL},
};

static struct PyModuleDef module = {PyModuleDef_HEAD_INIT, "extract._speedups",
                                    "C passes of extract.page_text and extract.census (optional; the Python code is the reference).",
                                    -1, methods};

PyMODINIT_FUNC PyInit__speedups(void) { return PyModule_Create(&module); }
