// token-keys TOKENS.json OUT.swift: writes the screens' typed token keys (TokenKeySource) from
// the token file. Run by the TokenKeysPlugin at build time; a file that cannot be compiled into
// keys stops the build with the token's path.
import Foundation
import TokenKeys
import Tokens

let args = CommandLine.arguments
guard args.count == 3 else {
    FileHandle.standardError.write(Data("usage: token-keys TOKENS.json OUT.swift\n".utf8))
    exit(64)
}
do {
    let set = try TokenSet.load(path: args[1])
    let text = try TokenKeySource.source(set, sourceName: "design-tokens.json")
    // Unchanged keys keep their file (and its time), so the screens are not recompiled for nothing.
    if FileManager.default.contents(atPath: args[2]) != Data(text.utf8) {
        try Data(text.utf8).write(to: URL(fileURLWithPath: args[2]), options: .atomic)
    }
} catch {
    FileHandle.standardError.write(Data("error: \(error)\n".utf8))
    exit(65)
}
