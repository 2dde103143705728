#!/usr/bin/env python3
"""Lists every Swift function, initialiser, subscript and closure-free accessor declaration longer
than a bound (default 60 lines, from its declaration's first line to its closing brace).

    scripts/long-functions.py [--max 60] [DIR ...]      (default: Sources)

Exit status: 0 none over the bound, 1 some (each printed as FILE:LINE: NAME is N lines), 2 usage.
Strings (plain, multi-line, raw), comments and character escapes are skipped when braces are counted.
"""
import os, re, sys

DECL = re.compile(r'^\s*(?:@[\w().: ]+\s+)*(?:(?:public|private|fileprivate|internal|package|open|static|class|override|'
                  r'mutating|nonmutating|final|nonisolated|convenience|required|dynamic|indirect|lazy|'
                  r'private\(set\)|public\(set\)|fileprivate\(set\))\s+)*'
                  r'(func\s+[^\s(<]+|init[?!]?(?=[(<])|deinit\b|subscript(?=[(<]))')


def code_chars(text):
    """Yields (index, char) of text outside strings and comments."""
    i, n = 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith('//', i):
            j = text.find('\n', i)
            i = n if j < 0 else j
            continue
        if text.startswith('/*', i):
            depth, i = 1, i + 2
            while i < n and depth:
                if text.startswith('/*', i): depth, i = depth + 1, i + 2
                elif text.startswith('*/', i): depth, i = depth - 1, i + 2
                else: i += 1
            continue
        m = re.match(r'(#*)("""|")', text[i:])
        if m:
            hashes, quote = m.group(1), m.group(2)
            close = quote + hashes
            j = i + len(m.group(0))
            while j < n:
                if not hashes and text[j] == '\\':
                    if text.startswith('\\(', j):      # interpolation: skip to its matching paren
                        depth, j = 1, j + 2
                        while j < n and depth:
                            if text[j] == '(': depth += 1
                            elif text[j] == ')': depth -= 1
                            elif text[j] == '"':       # a string inside the interpolation
                                k = text.find('"', j + 1)
                                j = n if k < 0 else k
                            j += 1
                        continue
                    j += 2
                    continue
                if text.startswith(close, j):
                    j += len(close)
                    break
                j += 1
            i = j
            continue
        yield i, c
        i += 1


def functions(path):
    text = open(path, encoding='utf-8').read()
    line_of = [0] * (len(text) + 1)
    ln = 1
    for k, ch in enumerate(text):
        line_of[k] = ln
        if ch == '\n': ln += 1
    line_of[len(text)] = ln
    starts = {}
    offset = 0
    for number, line in enumerate(text.split('\n'), 1):
        m = DECL.match(line)
        if m:
            starts[offset] = (number, m.group(1).replace('func', '').strip())
        offset += len(line) + 1
    line_starts = sorted(starts)
    # Walk code characters: a declaration's body is the first '{' after it at the same depth.
    stack, pending = [], []
    decl_iter = iter(line_starts)
    next_decl = next(decl_iter, None)
    for i, c in code_chars(text):
        while next_decl is not None and next_decl <= i:
            pending.append(starts[next_decl])
            next_decl = next(decl_iter, None)
        if c == '{':
            stack.append(pending.pop() if pending else None)
            pending = []
        elif c == '}':
            owner = stack.pop() if stack else None
            if owner:
                yield owner[1], owner[0], line_of[i] - owner[0] + 1
        elif c == ';' or (c == '\n' and pending and False):
            pass


def main(argv):
    bound, dirs = 60, []
    it = iter(argv)
    for a in it:
        if a == '--max': bound = int(next(it))
        elif a.startswith('-'): print(__doc__); return 2
        else: dirs.append(a)
    dirs = dirs or ['Sources']
    over = []
    for d in dirs:
        for root, _, files in os.walk(d):
            for f in sorted(files):
                if f.endswith('.swift'):
                    p = os.path.join(root, f)
                    over += [(p, line, name, n) for name, line, n in functions(p) if n > bound]
    for p, line, name, n in sorted(over):
        print(f'{p}:{line}: {name} is {n} lines (at most {bound})')
    return 1 if over else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv[1:]))
