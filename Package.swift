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
        // libjansson reads JSON keeping every object's member order (DTCG gives order meaning).
        .systemLibrary(name: "CJansson", pkgConfig: "jansson",
                       providers: [.apt(["libjansson-dev"])]),
        // libpng reports errors by longjmp, which Swift cannot cross: a small C shim keeps it contained.
        .target(name: "CPNGShim", linkerSettings: [.linkedLibrary("png16"), .linkedLibrary("z")]),

        // Every operating-system call that differs between Linux and macOS (Platform/Linux.swift).
        .target(name: "Platform"),
        .target(name: "Geometry"),
        // Atomic files, folders, folder locks, tools on PATH, and their errors.
        .target(name: "FileIO", dependencies: ["Geometry", "Platform"]),
        // The default token file, resolver and copy are built in (Defaults/ links to the files at the root).
        .target(name: "Tokens", dependencies: ["Geometry", "CJansson"], resources: [.embedInCode("Defaults")]),
        // `pickup check`: every DTCG 2025.10 problem of a token file or resolver, with its place.
        .target(name: "TokenCheck", dependencies: ["Geometry"]),
        .target(name: "Nodes", dependencies: ["Geometry"]),
        .target(name: "QR", dependencies: ["CQREncode"]),
        .target(name: "Motion"),
        .target(name: "Space", dependencies: ["Geometry", "Nodes"]),
        .target(name: "Render", dependencies: ["Geometry", "Nodes", "FileIO", "CCairo", "CRsvg", "CPNGShim", "CZBar", "CWebP"]),
        // The typed token keys (`Tok`), made from design-tokens.json at build time by the plugin.
        .target(name: "TokenKeys", dependencies: ["Tokens"]),
        .executableTarget(name: "token-keys", dependencies: ["TokenKeys", "Tokens"]),
        .plugin(name: "TokenKeysPlugin", capability: .buildTool(), dependencies: ["token-keys"]),
        .target(name: "Screens", dependencies: ["Geometry", "Tokens", "Nodes", "QR", "Motion", "Space"],
                plugins: ["TokenKeysPlugin"]),
        // What a run draws from, assembled and checked: tokens (or a resolver's context), copy,
        // icons and fonts (`Project`, `Inputs`).
        .target(name: "ProjectInputs", dependencies: ["Geometry", "Tokens", "Nodes", "Render", "Screens", "FileIO"]),
        // The engine: incremental jobs, manifests, digests, parallel drawing (export, frames, matrix).
        .target(name: "Export", dependencies: ["ProjectInputs", "Geometry", "Tokens", "Nodes", "Render", "Screens", "Motion", "FileIO", "Platform"]),
        // What is made from the engine's pictures: the contact sheet, the prototype, the videos.
        .target(name: "Deliverables", dependencies: ["ProjectInputs", "Export", "Geometry", "Nodes", "Render", "Screens", "Motion", "FileIO", "Platform"]),
        .target(name: "TokenExport", dependencies: ["ProjectInputs", "Export", "Geometry", "Tokens", "Render", "Screens", "FileIO"]),
        .executableTarget(name: "pickup", dependencies: ["ProjectInputs", "Export", "Deliverables", "Tokens", "Screens", "Render", "TokenExport", "TokenCheck", "FileIO", "Platform"]),

        // Helpers shared by the test targets (pictures, checkers, the repository's paths).
        .target(name: "TestSupport", dependencies: ["Render", "Nodes", "Geometry"], path: "Tests/TestSupport"),

        // One test target per module, named after it (pickup: the command as a user runs it).
        .testTarget(name: "GeometryTests", dependencies: ["Geometry"]),
        .testTarget(name: "TokensTests", dependencies: ["Tokens"]),
        // The corpus (Corpus/valid, Corpus/invalid) with each case's expected problems by hand.
        .testTarget(name: "TokenCheckTests", dependencies: ["TokenCheck"], exclude: ["Corpus"]),
        .testTarget(name: "NodesTests", dependencies: ["TestSupport", "Nodes", "Render"]),
        .testTarget(name: "QRTests", dependencies: ["TestSupport", "QR"]),
        .testTarget(name: "MotionTests", dependencies: ["Motion"]),
        .testTarget(name: "SpaceTests", dependencies: ["Space", "Geometry", "Nodes"]),
        .testTarget(name: "RenderTests", dependencies: ["TestSupport", "Render", "Nodes", "Geometry", "FileIO"]),
        // The screens, the reveal (Reveal/) and the timeline (Timeline/), drawn and read back.
        .testTarget(name: "ScreensTests", dependencies: ["TestSupport", "Screens", "Space", "Export", "Deliverables", "FileIO",
                                                         "Render", "Nodes", "Tokens", "QR", "Geometry", "Motion"],
                    exclude: ["Golden"]),
        // The engine: incremental runs, shards, crash safety, formats, digests, fuzzed inputs.
        .testTarget(name: "ExportTests", dependencies: ["TestSupport", "Export", "Deliverables", "FileIO", "Screens", "Render", "Tokens", "QR"]),
        // The prototype (in Chromium) and videos.
        .testTarget(name: "DeliverablesTests", dependencies: ["TestSupport", "Export", "Deliverables", "FileIO", "Screens", "Render", "Nodes", "Geometry"]),
        .testTarget(name: "TokenExportTests", dependencies: ["TestSupport", "TokenExport", "TokenKeys", "Export", "Tokens", "Geometry", "Screens"],
                    exclude: ["StandIn"]),
        // The `pickup` command as a user types it: options, exit codes, messages, files.
        .testTarget(name: "PickupTests", dependencies: ["TestSupport", "Export", "Render", "Screens"]),
    ]
)
