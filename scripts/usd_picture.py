#!/usr/bin/env python3
"""Draws `pickup scene`'s stage at one time code as OpenUSD reads it, for the docs' picture:
every visible mesh quad (instances included) in its material's colour, projected through the
file's camera and painted far to near (a painter's sort by depth: rough where faces meet; no
z-buffer), a textured quad with its picture, in cells small enough to draw each by an affine map. usd-core has no renderer: this is not
SceneKit's or RealityKit's picture, only the file's geometry, colours and camera.

usage: usd_picture.py FILE.usda|FILE.usdz TIMECODE OUT.svg   (rsvg-convert makes it a PNG)
"""
import base64
import sys

from pxr import Ar, Gf, Usd, UsdGeom, UsdShade


def srgb(v):
    v = max(0.0, min(1.0, v))
    return 12.92 * v if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055


def hexcolor(c):
    return "#%02X%02X%02X" % tuple(round(srgb(x) * 255) for x in c)


def look(prim, stage):
    """The material's emitted colour, or its texture's file (a resolved asset path)."""
    material, _ = UsdShade.MaterialBindingAPI(prim).ComputeBoundMaterial()
    surface = UsdShade.Shader(stage.GetPrimAtPath(material.GetPath().AppendChild("Surface")))
    emissive = surface.GetInput("emissiveColor")
    if emissive.HasConnectedSource():
        source = emissive.GetConnectedSources()[0][0].source
        return None, UsdShade.Shader(source.GetPrim()).GetInput("file").Get(), material.GetPath().name
    return emissive.Get(), None, material.GetPath().name


def main():
    path, code, out = sys.argv[1], float(sys.argv[2]), sys.argv[3]
    stage = Usd.Stage.Open(path)
    t = Usd.TimeCode(code)
    cam = UsdGeom.Camera(stage.GetPrimAtPath("/Reveal/Camera")).GetCamera(t)
    w = 393.0
    h = w * cam.verticalAperture / cam.horizontalAperture
    frustum = cam.frustum
    view, proj = frustum.ComputeViewMatrix(), frustum.ComputeProjectionMatrix()
    cache = UsdGeom.XformCache(t)
    PROJECT.update(view=view, proj=proj, w=w, h=h, near=cam.clippingRange.min)
    faces = []
    for prim in stage.Traverse(Usd.TraverseInstanceProxies(Usd.PrimIsActive & Usd.PrimIsDefined & ~Usd.PrimIsAbstract)):
        if not prim.IsA(UsdGeom.Mesh) or UsdGeom.Imageable(prim).ComputeVisibility(t) == UsdGeom.Tokens.invisible:
            continue
        mesh = UsdGeom.Mesh(prim)
        points = mesh.GetPointsAttr().Get(t)
        m = cache.GetLocalToWorldTransform(prim)
        color, texture, name = look(prim, stage)
        for q in range(len(points) // 4):
            world = [m.Transform(Gf.Vec3d(points[4 * q + i])) for i in range(4)]
            eye = clipped([view.Transform(p) for p in world], cam.clippingRange.min)
            if len(eye) < 3 or (texture is not None and len(eye) != 4):
                continue
            screen = []
            for e in eye:
                ndc = proj.Transform(e)
                screen.append(((ndc[0] + 1) / 2 * w, (1 - ndc[1]) / 2 * h))
            k = len(screen)
            area = sum(screen[i][0] * screen[(i + 1) % k][1] - screen[(i + 1) % k][0] * screen[i][1] for i in range(k))
            if area >= 0:   # seen from behind (y down: front faces wind clockwise on screen)
                continue
            depth = max(-e[2] for e in eye)
            faces.append((depth, screen, color, texture, name, world))
    faces.sort(key=lambda f: -f[0])
    out_lines = [f'<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
                 f'width="{w:g}" height="{h:g}" viewBox="0 0 {w:g} {h:g}">',
                 f'<rect width="{w:g}" height="{h:g}" fill="#FFFFFF"/>']
    pictures, clips = {}, 0
    for depth, s, color, texture, name, world in faces:
        if texture is None:
            fill = hexcolor(color)
            poly = " ".join(f"{x:.3f},{y:.3f}" for x, y in s)
            out_lines.append(f'<polygon points="{poly}" fill="{fill}" stroke="{fill}" stroke-width="0.3"/>')
            continue
        if texture.resolvedPath not in pictures:
            asset = Ar.GetResolver().OpenAsset(Ar.ResolvedPath(texture.resolvedPath))
            pictures[texture.resolvedPath] = f"picture{len(pictures)}"
            data = base64.b64encode(bytes(asset.GetBuffer())).decode()
            out_lines.append(f'<defs><image id="{pictures[texture.resolvedPath]}" width="1" height="1" '
                             f'preserveAspectRatio="none" xlink:href="data:image/png;base64,{data}"/></defs>')
        # The picture in cells small enough that each is drawn by an affine map (the
        # perspective's error within a cell is a fraction of a point), each clipped to its cell.
        eye = [PROJECT["view"].Transform(p) for p in world]
        n = 1 if max(e[2] for e in eye) - min(e[2] for e in eye) < 1e-9 else 24   # square on: one affine map
        for i in range(n):
            for j in range(n):
                cell = [(i / n, j / n), ((i + 1) / n, j / n), ((i + 1) / n, (j + 1) / n), (i / n, (j + 1) / n)]
                pts = [screen_of(world, u, v, name) for u, v in cell]
                if any(p is None for p in pts):
                    continue
                clips += 1
                a, b, c, d, e, f = affine(cell[:3], pts[:3])
                if n > 1:   # each cell's clip a little wider, so neighbours meet with no hairline between
                    cx, cy = sum(x for x, _ in pts) / 4, sum(y for _, y in pts) / 4
                    pts = [(x + 0.4 * (x - cx) / max(1e-9, abs(x - cx)), y + 0.4 * (y - cy) / max(1e-9, abs(y - cy))) for x, y in pts]
                poly = " ".join(f"{x:.3f},{y:.3f}" for x, y in pts)
                # The clip on a group around the picture: on the picture itself it would be
                # moved by the picture's own transform.
                out_lines.append(f'<clipPath id="c{clips}"><polygon points="{poly}"/></clipPath>'
                                 f'<g clip-path="url(#c{clips})"><use xlink:href="#{pictures[texture.resolvedPath]}" '
                                 f'transform="matrix({a:.6f} {b:.6f} {c:.6f} {d:.6f} {e:.4f} {f:.4f})"/></g>')
    out_lines.append("</svg>")
    with open(out, "w") as f:
        f.write("\n".join(out_lines) + "\n")


PROJECT = {}


def clipped(eye, near):
    """The polygon (eye space, looking down -z) cut to the part in front of the near plane."""
    out = []
    for i, a in enumerate(eye):
        b = eye[(i + 1) % len(eye)]
        ina, inb = -a[2] >= near, -b[2] >= near
        if ina:
            out.append(a)
        if ina != inb:
            t = (near + a[2]) / (a[2] - b[2])
            out.append(a + (b - a) * t)
    return out


def screen_of(world, u, v, name):
    """The screen point of picture point (u, v) (image space: y down) on a textured quad."""
    view, proj, w, h, near = PROJECT["view"], PROJECT["proj"], PROJECT["w"], PROJECT["h"], PROJECT["near"]
    # The quad's corners' picture coordinates: (st) as the mesh lists them; image v = 1 - t.
    st = [(0, 1), (0, 0), (1, 0), (1, 1)] if name.endswith("Finder") else [(0, 0), (1, 0), (1, 1), (0, 1)]
    corner = {(a, 1 - b): world[k] for k, (a, b) in enumerate(st)}
    p = (corner[(0, 0)] * (1 - u) * (1 - v) + corner[(1, 0)] * u * (1 - v)
         + corner[(1, 1)] * u * v + corner[(0, 1)] * (1 - u) * v)
    e = view.Transform(p)
    if -e[2] <= near:
        return None
    ndc = proj.Transform(e)
    return ((ndc[0] + 1) / 2 * w, (1 - ndc[1]) / 2 * h)


def affine(src, dst):
    """The affine map (SVG matrix a b c d e f) taking three points `src` to `dst`."""
    (u0, v0), (u1, v1), (u2, v2) = src
    (x0, y0), (x1, y1), (x2, y2) = dst
    det = (u1 - u0) * (v2 - v0) - (u2 - u0) * (v1 - v0)
    a = ((x1 - x0) * (v2 - v0) - (x2 - x0) * (v1 - v0)) / det
    c = ((x2 - x0) * (u1 - u0) - (x1 - x0) * (u2 - u0)) / det
    b = ((y1 - y0) * (v2 - v0) - (y2 - y0) * (v1 - v0)) / det
    d = ((y2 - y0) * (u1 - u0) - (y1 - y0) * (u2 - u0)) / det
    return a, b, c, d, x0 - a * u0 - c * v0, y0 - b * u0 - d * v0


if __name__ == "__main__":
    main()
