// swift-tools-version:5.9
import PackageDescription

// Pickup: design tokens → vector nodes → layout → display list → Cairo (PNG/SVG/PDF).
// Only Debian's C libraries are used, through system-library targets; no outside Swift package.
let package = Package(
    name: "Pickup",
    products: [
        .executable(name: "pickup", targets: ["pickup"]),
    ],
    targets: [
        // C libraries from Debian (see README's setup command for the -dev packages).
        .systemLibrary(name: "CCairo", pkgConfig: "pangocairo",
                       providers: [.apt(["libcairo2-dev", "libpango1.0-dev"])]),
        .systemLibrary(name: "CRsvg", pkgConfig: "librsvg-2.0",
                       providers: [.apt(["librsvg2-dev"])]),
        .systemLibrary(name: "CQREncode", pkgConfig: "libqrencode",
                       providers: [.apt(["libqrencode-dev"])]),
        // libzbar reads the rendered codes back (a comp that shows the code must scan).
        .systemLibrary(name: "CZBar", pkgConfig: "zbar",
                       providers: [.apt(["libzbar-dev"])]),
        // libwebp writes the prototype's frames (lossless WebP) and reads them back in its tests.
        .systemLibrary(name: "CWebP", pkgConfig: "libwebp",
                       providers: [.apt(["libwebp-dev"])]),
        // libpng reports errors by longjmp, which Swift cannot cross: a small C shim keeps it contained.
        .target(name: "CPNGShim", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),

        // Every operating-system call that differs between Linux and macOS (Platform/Linux.swift).
        .target(name: "Platform"),
        // The one opener of every file pickup reads: regular files only, never waiting, bounded.
        .target(name: "InputFile", dependencies: ["PathNames"]),
        // The one JSON reader of users' files: strict RFC 8259, every key's and value's place kept.
        .target(name: "JSONReader", dependencies: ["InputFile"]),
        // Text written into another language (terminal, JSON, Swift, CSS, comments), escaped one way.
        .target(name: "TextEscape"),
        // Points, paths, rectangles, transforms and colours.
        .target(name: "Geometry"),
        // File paths, real paths, and names from users' files that become one folder name.
        .target(name: "PathNames", dependencies: ["TextEscape"]),
        // A font description as Pango takes it (family, size, weight, tracking, features).
        .target(name: "Typeface"),
        // Atomic files, folders, folder locks, tools on PATH, and their errors.
        .target(name: "FileIO", dependencies: ["Geometry", "Platform", "PathNames"]),
        // The default token file, resolver and copy are built in (Defaults/ links to the files at the root).
        .target(name: "Tokens", dependencies: ["InputFile", "Geometry", "JSONReader", "PathNames", "TextEscape", "Typeface", "TokenCheck"], resources: [.embedInCode("Defaults")]),
        // The screens' copy (`content/<locale>.json`): the `Content` model and its table of keys, read
        // by the one JSON reader straight into typed values, laid over the English; `check`'s copy rules.
        .target(name: "Copy", dependencies: ["InputFile", "JSONReader", "PathNames", "TextEscape", "Tokens", "TokenCheck"]),
        // The token language read once: `pickup check`'s every DTCG 2025.10 problem of a token file
        // or resolver, with its place, and the model every command reads typed tokens from (`TokenModel`).
        .target(name: "TokenCheck", dependencies: ["Geometry", "TextEscape", "PathNames", "JSONReader", "Typeface"]),
        .target(name: "Nodes", dependencies: ["Geometry", "Typeface"]),
        .target(name: "QR", dependencies: ["CQREncode"]),
        .target(name: "Motion"),
        .target(name: "Space", dependencies: ["Geometry", "Nodes"]),
        // Display list → pixels (Cairo) and vector files (SVG, PDF); pictures read and written as PNG.
        .target(name: "Render", dependencies: ["Geometry", "Nodes", "FileIO", "CCairo", "CRsvg", "CPNGShim"]),
        // Reading a drawn code back (libzbar): the check that a picture meant to scan does.
        .target(name: "CodeReading", dependencies: ["Render", "CZBar"]),
        // What a dropped-in SVG icon may cost librsvg, bounded before it is drawn.
        .target(name: "IconBudget", dependencies: ["Geometry", "PathNames"]),
        // Encoders for many pictures: PNG in reusable bands (frames), lossless WebP (the prototype).
        .target(name: "ImageEncoding", dependencies: ["InputFile", "Render", "FileIO", "CPNGShim", "CWebP"]),
        // The typed token keys (`Tok`), made from design-tokens.json at build time by the plugin.
        .target(name: "TokenKeys", dependencies: ["Tokens", "TextEscape"]),
        .executableTarget(name: "token-keys", dependencies: ["TokenKeys", "Tokens"]),
        .plugin(name: "TokenKeysPlugin", capability: .buildTool(), dependencies: ["token-keys"]),
        .target(name: "Screens", dependencies: ["Copy", "Geometry", "Tokens", "Nodes", "QR", "Motion", "Space", "PathNames", "Typeface"],
                plugins: ["TokenKeysPlugin"]),
        // What a run draws from, assembled and checked: tokens (or a resolver's context), copy,
        // icons and fonts (`Project`, `Inputs`).
        .target(name: "ProjectInputs", dependencies: ["Copy", "InputFile", "Geometry", "Tokens", "Nodes", "Render", "Screens", "FileIO", "CodeReading", "IconBudget", "PathNames", "TextEscape"]),
        // The engine: incremental jobs, manifests, digests, parallel drawing (export, frames, matrix).
        .target(name: "Export", dependencies: ["Copy", "InputFile", "ProjectInputs", "Geometry", "Tokens", "Nodes", "Render", "Screens", "Motion", "FileIO", "Platform", "ImageEncoding", "PathNames", "Typeface"]),
        // What is made from the engine's pictures: the contact sheet, the prototype, the videos.
        .target(name: "Deliverables", dependencies: ["InputFile", "ProjectInputs", "Export", "Geometry", "Nodes", "Render", "Screens", "Motion", "FileIO", "Platform", "ImageEncoding", "PathNames"]),
        // The reveal as an OpenUSD stage (`pickup scene`): USDA text, textures, USDZ packaging.
        .target(name: "SceneExport", dependencies: ["Screens", "Space", "Geometry", "Nodes", "Render", "FileIO", "PathNames"]),
        .target(name: "TokenExport", dependencies: ["InputFile", "ProjectInputs", "Export", "Geometry", "Tokens", "TokenCheck", "Render", "Screens", "FileIO", "TextEscape", "PathNames", "Typeface"]),
        // A design tool's export (Figma variables, Tokens Studio) read into DTCG token files and a
        // resolver, written only once `check` passes them (`pickup import`).
        .target(name: "TokenImport", dependencies: ["FileIO", "InputFile", "JSONReader", "PathNames", "TextEscape", "TokenCheck"]),
        .executableTarget(name: "pickup", dependencies: ["TokenImport", "Copy", "InputFile", "ProjectInputs", "Export", "Deliverables", "SceneExport", "Tokens", "Screens", "Render", "TokenExport", "TokenCheck", "FileIO", "Platform", "TextEscape", "PathNames", "Typeface", "IconBudget", "JSONReader"]),

        // Helpers shared by the test targets (pictures, checkers, the repository's paths).
        .target(name: "TestSupport", dependencies: ["Render", "Nodes", "Geometry", "Tokens"], path: "Tests/TestSupport"),

        // One test target per module, named after it (pickup: the command as a user runs it).
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TokensTests", dependencies: ["Tokens", "Typeface", "TestSupport"]),
        // The corpus (Corpus/valid, Corpus/invalid) with each case's expected problems by hand.
        .testTarget(name: "TokenImportTests", dependencies: ["TokenImport", "TokenCheck", "JSONReader", "TestSupport"], exclude: ["Fixtures"]),
        .testTarget(name: "TokenCheckTests", dependencies: ["TokenCheck", "JSONReader", "InputFile"], exclude: ["Corpus"]),
        .testTarget(name: "NodesTests", dependencies: ["TestSupport", "Nodes", "Render", "Typeface"]),
        .testTarget(name: "QRTests", dependencies: ["TestSupport", "QR"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "SpaceTests", dependencies: ["Space", "Geometry", "Nodes"]),
        .testTarget(name: "RenderTests", dependencies: ["TestSupport", "Render", "Nodes", "Geometry", "FileIO", "Typeface"]),
        // The screens, the reveal (Reveal/) and the timeline (Timeline/), drawn and read back.
        .testTarget(name: "ScreensTests", dependencies: ["TestSupport", "Copy", "Screens", "Space", "Export", "Deliverables", "FileIO",
                                                         "Render", "Nodes", "Tokens", "QR", "Geometry", "Motion", "PathNames", "Typeface"],
                    exclude: ["Golden"]),
        // The engine: incremental runs, shards, crash safety, formats, digests, fuzzed inputs.
        .testTarget(name: "ExportTests", dependencies: ["TestSupport", "Copy", "Export", "Deliverables", "FileIO", "Screens", "Render", "Tokens", "QR", "CodeReading", "ImageEncoding", "PathNames"]),
        // The prototype (in Chromium) and videos.
        .testTarget(name: "DeliverablesTests", dependencies: ["TestSupport", "Export", "Deliverables", "FileIO", "Screens", "Render", "Nodes", "Geometry", "ImageEncoding"]),
        .testTarget(name: "TokenExportTests", dependencies: ["TestSupport", "TokenExport", "TokenKeys", "TokenCheck", "ProjectInputs", "Export", "Tokens", "Geometry", "Screens", "Typeface"],
                    exclude: ["StandIn"]),
        // The `pickup` command as a user types it: options, exit codes, messages, files.
        .testTarget(name: "PickupTests", dependencies: ["TestSupport", "Copy", "Export", "ProjectInputs", "Render", "Screens", "Space", "Geometry", "IconBudget", "JSONReader"],
                    exclude: ["SARIF"]),
    ]
)
