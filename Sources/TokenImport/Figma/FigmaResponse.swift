import JSONReader
import PathNames

/// What Figma's `GET /v1/files/:file_key/variables/local` answers, as much of it as import
/// reads (Figma's REST API reference, `LocalVariable` and `LocalVariableCollection`), each part
/// with the place it stands in the saved file so that every refusal can name it.
struct FigmaResponse {
    var collections: [FigmaCollection]
    /// In the file's order.
    var variables: [FigmaVariable]
    var variableIndex: [String: Int]

    func variable(_ id: String) -> FigmaVariable? { variableIndex[id].map { variables[$0] } }
}

/// A collection: variables that share its modes (`LocalVariableCollection`).
struct FigmaCollection {
    struct Mode {
        var id: String
        var name: String
        var at: Position
    }
    var id: String
    var name: String
    /// At least one; the first is not necessarily the default.
    var modes: [Mode]
    var defaultModeId: String
    /// An extension of another collection (`isExtension`): left out, with a warning.
    var isExtension: Bool
    var hiddenFromPublishing: Bool
    /// Figma's order of its variables (roughly the order its panel shows).
    var variableIds: [String]
    var at: Position

    var defaultMode: Mode? { modes.first { $0.id == defaultModeId } }
    /// `collection 'Brand'`, for messages.
    var label: String { "collection '\(FolderName.shown(name))'" }
}

/// One mode's value of a variable (`boolean | number | string | RGBA | VariableAlias`).
enum FigmaValue {
    /// sRGB components and alpha, each in [0, 1].
    case color(r: Double, g: Double, b: Double, a: Double)
    case number(Double)
    case string(String)
    case bool(Bool)
    /// Another variable's id (`VARIABLE_ALIAS`).
    case alias(String)

    var aliasId: String? { if case .alias(let id) = self { return id }; return nil }
}

/// A variable (`LocalVariable`): one value per mode of its collection.
struct FigmaVariable {
    var id: String
    var name: String
    var collectionId: String
    /// `BOOLEAN`, `FLOAT`, `STRING` or `COLOR`.
    var resolvedType: String
    /// Each mode's value by mode id, with where it stands.
    var values: [String: (value: FigmaValue, at: Position)]
    var description: String
    var scopes: [String]
    /// `WEB`, `ANDROID`, `iOS` as Figma writes them, in the file's order.
    var codeSyntax: [(String, String)]
    var hiddenFromPublishing: Bool
    /// Deleted in the editor but still referenced (`deletedButReferenced`): left out.
    var deleted: Bool
    var at: Position

    /// `variable 'Brand/Primary'`, for messages.
    var label: String { "variable '\(FolderName.shown(name))'" }
}
