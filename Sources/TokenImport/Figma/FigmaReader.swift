import Foundation
import InputFile
import JSONReader
import PathNames

/// Reads the saved response with the one JSON reader (bounded in size and depth; every value's
/// line and column kept) into `FigmaResponse`, refusing what is not the shape Figma documents.
enum FigmaReader {
    static func read(file: String) throws -> FigmaResponse {
        let data: Data
        do {
            data = try JSONScanner.contents(of: file)
        } catch let r as InputFile.Refusal {
            var e = ImportError(JSONScanner.message(r), file: file)
            e.notFound = r.kind == .missing
            throw e
        }
        let root: JSONNode
        do {
            root = try JSONScanner.document(data, file: file)
        } catch let p as JSONProblem {
            throw ImportError(p.kind == .fileRead ? p.message : "\(p.message) (not JSON as Figma writes it)", at: p.position)
        }
        return try response(root)
    }

    static func response(_ root: JSONNode) throws -> FigmaResponse {
        let top = try FigmaFields(root, "the response of GET /v1/files/:file_key/variables/local")
        if try top.flag("error") || (root["status"]?.number).map({ $0 != 200 }) ?? false {
            let said = (root["message"]?.string).map { ": \(FolderName.shown($0, limit: 200))" } ?? ""
            throw ImportError("this is Figma's answer to a request that failed (status \(root["status"]?.number.map(OutJSON.number(text:)) ?? "?"))\(said); "
                              + "save the response of a request that succeeded", at: root.position)
        }
        let meta = try FigmaFields(try top.object("meta"), "'meta'")
        var collections: [FigmaCollection] = []
        for m in try meta.object("variableCollections").members ?? [] {
            collections.append(try collection(m.value, key: m.key))
        }
        var variables: [FigmaVariable] = [], index: [String: Int] = [:]
        for m in try meta.object("variables").members ?? [] {
            let v = try variable(m.value, key: m.key)
            index[v.id] = variables.count
            variables.append(v)
        }
        return FigmaResponse(collections: collections, variables: variables, variableIndex: index)
    }

    static func collection(_ node: JSONNode, key: String) throws -> FigmaCollection {
        let f = try FigmaFields(node, "collection '\(FolderName.shown(key))'")
        let name = try f.string("name")
        let g = try FigmaFields(node, "collection '\(FolderName.shown(name))'")
        let modes = try g.array("modes").map { m -> FigmaCollection.Mode in
            let mf = try FigmaFields(m, "a mode of collection '\(FolderName.shown(name))'")
            return FigmaCollection.Mode(id: try mf.string("modeId"), name: try mf.string("name"), at: m.position)
        }
        guard !modes.isEmpty else { throw ImportError("collection '\(FolderName.shown(name))' has no modes", at: node.position) }
        return FigmaCollection(id: try g.string("id", or: key), name: name, modes: modes, defaultModeId: try g.string("defaultModeId"),
                               isExtension: try g.flag("isExtension"), hiddenFromPublishing: try g.flag("hiddenFromPublishing"),
                               variableIds: try g.strings("variableIds"), at: node.position)
    }

    static func variable(_ node: JSONNode, key: String) throws -> FigmaVariable {
        let f = try FigmaFields(node, "variable '\(FolderName.shown(key))'")
        let name = try f.string("name")
        let g = try FigmaFields(node, "variable '\(FolderName.shown(name))'")
        let type = try g.string("resolvedType")
        guard FigmaType.resolvedTypes.contains(type) else {
            throw ImportError("variable '\(FolderName.shown(name))': resolvedType '\(FolderName.shown(type))' is not one of \(FigmaType.resolvedTypes.joined(separator: ", "))",
                              at: node["resolvedType"]!.position)
        }
        var values: [String: (value: FigmaValue, at: Position)] = [:]
        for m in try g.object("valuesByMode").members ?? [] {
            values[m.key] = (try FigmaValueReader.value(m.value, type: type, of: g.what, mode: m.key), m.value.position)
        }
        var syntax: [(String, String)] = []
        if node["codeSyntax"] != nil {
            for m in try g.object("codeSyntax").members ?? [] {
                guard let s = m.value.string else { throw ImportError("\(g.what): codeSyntax '\(m.key)' must be a string", at: m.value.position) }
                syntax.append((m.key, s))
            }
        }
        return FigmaVariable(id: try g.string("id", or: key), name: name, collectionId: try g.string("variableCollectionId"),
                             resolvedType: type, values: values, description: try g.string("description", or: ""),
                             scopes: try g.strings("scopes"), codeSyntax: syntax, hiddenFromPublishing: try g.flag("hiddenFromPublishing"),
                             deleted: try g.flag("deletedButReferenced"), at: node.position)
    }
}
