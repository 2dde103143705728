#!/usr/bin/env python3
# Usage: scripts/snapshot-tolerance.py EXPORT_A EXPORT_B   (two `pickup export --scales 3 --formats png` folders,
# e.g. the repository's tokens and a copy whose font.family.text is ["Noto Sans", "sans-serif"]); needs numpy, pillow.
# Share of pixels that differ perceptually (CIE76 ΔE > 2, i.e. perceptualPrecision 0.98) between
# the comps drawn with Inter and with another sans (a stand-in for the app's SF Pro).
import sys, numpy as np
from PIL import Image
def lab(a):
    c = a[..., :3].astype(np.float64) / 255
    c = np.where(c <= 0.04045, c / 12.92, ((c + 0.055) / 1.055) ** 2.4)
    M = np.array([[0.4124, 0.3576, 0.1805], [0.2126, 0.7152, 0.0722], [0.0193, 0.1192, 0.9505]])
    xyz = c @ M.T / np.array([0.95047, 1.0, 1.08883])
    f = np.where(xyz > 216 / 24389, np.cbrt(xyz), (24389 / 27 * xyz + 16) / 116)
    return np.stack([116 * f[..., 1] - 16, 500 * (f[..., 0] - f[..., 1]), 200 * (f[..., 1] - f[..., 2])], -1)
comps = ["order-being-made", "order-1-min", "order-ready", "order-street", "order-ground", "reveal-top-down", "reveal-whole-code", "pickup", "pickup-wallet-added"]
for c in comps:
    a = np.asarray(Image.open(f"{sys.argv[1]}/comps/{c}@3x.png").convert("RGBA"))
    b = np.asarray(Image.open(f"{sys.argv[2]}/comps/{c}@3x.png").convert("RGBA"))
    de = np.sqrt(((lab(a) - lab(b)) ** 2).sum(-1))
    print(f"{c:22s} ΔE>2: {100 * (de > 2).mean():5.2f} %   ΔE>0: {100 * (de > 0.01).mean():5.2f} %")
