#!/usr/bin/env python3
# Expected colour-set values for OutputsTests.testCatalogColoursKeepWideGamut (pip install coloraide), from coloraide
# (the CSS Color 4 gamut mapping is coloraide's 'oklch-chroma', MINDE chroma reduction in OKLCh, JND 0.02).
from coloraide import Color as Base
from coloraide.spaces.rec2020_oetf import Rec2020OETF
class Color(Base): pass
Color.register(Rec2020OETF())
# hsl: coloraide takes saturation and lightness in 0…1; the test writes the DTCG form, [200, 80, 40].
cases = [("rec2020-oetf", [0, 1, 0]), ("oklch", [0.7, 0.3, 145]), ("a98-rgb", [0, 1, 0]), ("lab", [50, 100, -100]),
         ("prophoto-rgb", [0.2, 0.9, 0.3]), ("oklch", [0.6, 0.1, 250]), ("rec2020-oetf", [0.8, 0.2, 0.1]), ("xyz-d65", [0.5, 0.9, 0.1]),
         ("oklch", [0.65, 0.2, 30]), ("oklch", [0.8, 0.2, 140]), ("srgb-linear", [0.2, 0.5, 0.9]), ("hsl", [200, 0.8, 0.4]), ("oklch", [0.85, 0.25, 145]), ("oklch", [0.6, 0.25, 30])]
for space, comps in cases:
    c = Color(space, comps)
    if c.in_gamut('srgb'):
        out = c.convert('srgb'); name = 'srgb'
    else:
        out = c.convert('display-p3')
        if not out.in_gamut():
            out = out.fit('display-p3', method='oklch-chroma')
        name = 'display-p3'
    print(space, comps, name, ["%.3f" % x for x in out.coords()], "clip-only:", ["%.3f" % x for x in c.convert('srgb').clip().coords()])
