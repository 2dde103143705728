import PackagePlugin

/// Makes the screens' typed token keys (`Tok`) from the package's `design-tokens.json` on every
/// build where the file changed: a token is named in the JSON and read in one place in code.
@main
struct TokenKeysPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let tokens = context.package.directory.appending("design-tokens.json")
        let keys = context.pluginWorkDirectory.appending("TokenKeys.swift")
        return [.buildCommand(displayName: "Typed token keys from design-tokens.json",
                              executable: try context.tool(named: "token-keys").path,
                              arguments: [tokens.string, keys.string],
                              inputFiles: [tokens], outputFiles: [keys])]
    }
}
