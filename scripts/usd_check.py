#!/usr/bin/env python3
"""Checks `pickup scene`'s files with Pixar's OpenUSD (the pinned usd-core in scripts/usd-venv.sh's
virtual environment); SceneTests runs it. Prints one line per check, and a last line
'N passed, N failed'; exits 1 if any failed.

usage: usd_check.py EXPECTED.json FILE.usda|FILE.usdz ...

EXPECTED.json, written by the test from Pickup's own camera and geometry:
  {"canvas": [w, h], "near": n,
   "codes": [{"code": 240, "blocks": [["Block_3_4", [[x, y] * 4]], ...],
              "street": [["Street_m2_5", [[x, y] * 4]], ...], "facade": [[x, y] * 4]}, ...]}
Each list is the screen points (y down) of a block top's corners, or the facade's, as Pickup
projects them; null for a corner behind Pickup's near plane.
"""
import json
import sys
import zipfile

from pxr import Gf, Sdf, Usd, UsdGeom, UsdShade, UsdValidation

BLOCK_TOLERANCE = 0.5   # points
FACADE_TOLERANCE = 1.0
passed = failed = 0


def check(ok, what):
    global passed, failed
    if ok:
        passed += 1
        print(f"ok    {what}")
    else:
        failed += 1
        print(f"FAIL  {what}")


def validators(path):
    stage = Usd.Stage.Open(path)
    registry = UsdValidation.ValidationRegistry()
    every = registry.GetOrLoadAllValidators()
    errors = UsdValidation.ValidationContext(every).Validate(stage)
    for e in errors:
        print(f"      {e.GetValidator().GetMetadata().name if e.GetValidator() else '?'}: {e.GetMessage()}")
    check(not errors, f"{path}: all {len(every)} validators of usd-core {'.'.join(map(str, Usd.GetVersion()))} pass ({len(errors)} errors)")


def metadata(path):
    stage = Usd.Stage.Open(path)
    layer = stage.GetRootLayer()
    root = stage.GetDefaultPrim()
    check(UsdGeom.GetStageUpAxis(stage) == UsdGeom.Tokens.y and UsdGeom.GetStageMetersPerUnit(stage) == 1.0
          and stage.GetTimeCodesPerSecond() == 60 and stage.GetStartTimeCode() == 240
          and layer.HasStartTimeCode() and layer.HasEndTimeCode() and root and root.GetPath() == Sdf.Path("/Reveal"),
          f"{path}: upAxis Y, metersPerUnit 1, 60 time codes a second from 240, defaultPrim /Reveal")
    kinds = {p: Usd.ModelAPI(stage.GetPrimAtPath(p)).GetKind() for p in
             ["/Reveal", "/Reveal/Standing/Building", "/Reveal/Standing/Blocks", "/Reveal/Standing/Street",
              "/Reveal/Flat/Building", "/Reveal/Flat/Blocks"]}
    check(kinds["/Reveal"] == "assembly" and all(k == "component" for p, k in kinds.items() if p != "/Reveal")
          and stage.GetPrimAtPath("/Reveal").IsModel() and stage.GetPrimAtPath("/Reveal/Standing/Blocks").IsModel(),
          f"{path}: kinds {kinds}")
    cams = [p for p in stage.Traverse() if p.IsA(UsdGeom.Camera)]
    check(len(cams) == 1, f"{path}: one camera ({len(cams)})")


def project(frustum, m, size, p):
    """Screen point (points, y down) of world point p through the frustum, or None behind the eye."""
    view = frustum.ComputeViewMatrix()
    eye = view.Transform(Gf.Vec3d(p))
    if -eye[2] <= 0:
        return None
    ndc = frustum.ComputeProjectionMatrix().Transform(eye)
    return ((ndc[0] + 1) / 2 * size[0], (1 - ndc[1]) / 2 * size[1])


def projections(path, expected):
    stage = Usd.Stage.Open(path)
    cam = UsdGeom.Camera(stage.GetPrimAtPath("/Reveal/Camera"))
    size = expected["canvas"]
    worst = {"block": 0.0, "facade": 0.0}
    compared = {"block": 0, "facade": 0}
    bad = []
    for sample in expected["codes"]:
        code = sample["code"]
        t = Usd.TimeCode(code)
        gcam = cam.GetCamera(t)
        aspect = gcam.horizontalAperture / gcam.verticalAperture
        if abs(aspect - size[0] / size[1]) > 1e-5:
            bad.append(f"time code {code}: aperture aspect {aspect} is not the canvas's {size[0] / size[1]}")
        frustum = gcam.frustum
        cache = UsdGeom.XformCache(t)
        standing = UsdGeom.Imageable(stage.GetPrimAtPath("/Reveal/Standing")).ComputeVisibility(t) != UsdGeom.Tokens.invisible
        flat = UsdGeom.Imageable(stage.GetPrimAtPath("/Reveal/Flat")).ComputeVisibility(t) != UsdGeom.Tokens.invisible
        if standing == flat:
            bad.append(f"time code {code}: Standing visible {standing}, Flat visible {flat}: exactly one must be")
        group = "/Reveal/Standing" if standing else "/Reveal/Flat"

        def corners(mesh_path, quad):
            prim = stage.GetPrimAtPath(mesh_path)
            if not prim:
                return None
            points = UsdGeom.Mesh(prim).GetPointsAttr().Get(t)
            m = cache.GetLocalToWorldTransform(prim)
            return [project(frustum, m, size, m.Transform(Gf.Vec3d(points[4 * quad + i]))) for i in range(4)]

        def compare(kind, name, got, want):
            if got is None:
                bad.append(f"time code {code}: {name} has no prim")
                return
            for g, w in zip(got, want):
                # Compared where Pickup draws it: in front of its near plane, on or near the screen.
                if w is None or not (-size[0] <= w[0] <= 2 * size[0] and -size[1] <= w[1] <= 2 * size[1]):
                    continue
                if g is None:
                    bad.append(f"time code {code}: {name} corner behind the file's camera, Pickup has {w}")
                    continue
                d = ((g[0] - w[0]) ** 2 + (g[1] - w[1]) ** 2) ** 0.5
                worst[kind] = max(worst[kind], d)
                compared[kind] += 1
                limit = BLOCK_TOLERANCE if kind == "block" else FACADE_TOLERANCE
                if d > limit:
                    bad.append(f"time code {code}: {name} corner at {g}, Pickup draws it at {w} ({d:.3f} pt)")

        for name, want in sample["blocks"]:
            mesh = f"{group}/Blocks/{name}/" + ("Top" if standing else "Faces")
            compare("block", name, corners(mesh, 0), want)
        for name, want in sample["street"]:
            prim = stage.GetPrimAtPath(f"/Reveal/Standing/Street/{name}")
            if not prim or UsdGeom.Imageable(prim).ComputeVisibility(t) == UsdGeom.Tokens.invisible:
                bad.append(f"time code {code}: street block {name} drawn by Pickup is not visible in the file")
                continue
            compare("block", name, corners(f"/Reveal/Standing/Street/{name}/Top", 0), want)
        front = f"{group}/Building/Body/" + ("Front" if standing else "Walls")
        compare("facade", "the facade", corners(front, 0), sample["facade"])
    for b in bad[:20]:
        print("      " + b)
    check(not bad, f"{path}: {compared['block']} block-top corners at {len(expected['codes'])} time codes within "
          f"{BLOCK_TOLERANCE} pt of Pickup's (worst {worst['block']:.5f} pt); {compared['facade']} facade corners within "
          f"{FACADE_TOLERANCE} pt (worst {worst['facade']:.5f} pt)")
    return worst


def layout(path):
    """The USDZ rules: stored, not compressed; each file's data 64-byte aligned; the layer first."""
    problems = []
    with zipfile.ZipFile(path) as z, open(path, "rb") as f:
        infos = z.infolist()
        if not infos or not infos[0].filename.endswith(".usda"):
            problems.append("the first file is not the .usda layer")
        for info in infos:
            f.seek(info.header_offset)
            header = f.read(30)
            name_len = int.from_bytes(header[26:28], "little")
            extra_len = int.from_bytes(header[28:30], "little")
            start = info.header_offset + 30 + name_len + extra_len
            if info.compress_type != zipfile.ZIP_STORED:
                problems.append(f"{info.filename} is compressed")
            if start % 64:
                problems.append(f"{info.filename}'s data starts at {start}, not a multiple of 64")
            if z.read(info.filename) is None:
                problems.append(f"{info.filename} cannot be read")
        bad_crc = z.testzip()
        if bad_crc:
            problems.append(f"{bad_crc} fails its CRC-32")
    # And as OpenUSD reads the package.
    package = Sdf.ZipFile.Open(path)
    for name in package.GetFileNames():
        info = package.GetFileInfo(name)
        if info.compressionMethod != 0 or info.dataOffset % 64:
            problems.append(f"OpenUSD reads {name} at {info.dataOffset}, method {info.compressionMethod}")
    for p in problems:
        print("      " + p)
    check(not problems, f"{path}: {len(infos)} files stored, 64-byte aligned, the layer first, CRCs right "
          f"({', '.join(i.filename for i in infos)})")


def materials(path):
    """Apple's renderers shade in the metallic workflow: every UsdPreviewSurface is authored in it
    (useSpecularWorkflow 0, metallic and roughness given), its colour emitted over a black base
    with no reflectance (ior 1), so that, as in the frames, a reader's lights change nothing."""
    stage = Usd.Stage.Open(path)
    surfaces = [UsdShade.Shader(p) for p in stage.Traverse()
                if p.IsA(UsdShade.Shader) and UsdShade.Shader(p).GetShaderId() == "UsdPreviewSurface"]
    problems = []
    for s in surfaces:
        value = lambda name: s.GetInput(name).Get() if s.GetInput(name) else None
        if value("useSpecularWorkflow") not in (None, 0):
            problems.append(f"{s.GetPath()}: useSpecularWorkflow {value('useSpecularWorkflow')}")
        if value("metallic") != 0 or value("roughness") != 1 or value("ior") != 1:
            problems.append(f"{s.GetPath()}: metallic {value('metallic')}, roughness {value('roughness')}, ior {value('ior')}")
        if tuple(value("diffuseColor") or (1, 1, 1)) != (0, 0, 0):
            problems.append(f"{s.GetPath()}: diffuseColor {value('diffuseColor')}")
        emissive = s.GetInput("emissiveColor")
        if not emissive or not (emissive.Get() is not None or emissive.HasConnectedSource()):
            problems.append(f"{s.GetPath()}: no emissiveColor")
    for p in problems:
        print("      " + p)
    check(surfaces and not problems, f"{path}: {len(surfaces)} UsdPreviewSurfaces in the metallic workflow "
          "(metallic 0, roughness 1, ior 1, black base, colour emitted)")


def main():
    expected = json.load(open(sys.argv[1]))
    for path in sys.argv[2:]:
        validators(path)
        metadata(path)
        materials(path)
        projections(path, expected)
        if path.endswith(".usdz"):
            layout(path)
    print(f"{passed} passed, {failed} failed")
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
