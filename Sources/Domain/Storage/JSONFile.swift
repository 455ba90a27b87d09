import Foundation

/// Decodes a data file, describing any failure as a `corrupt` problem a user can act on.
enum JSONFile {
  /// `data` decoded as `T`; throws `corrupt` saying where the JSON breaks or which value is wrong.
  static func decode<T: Decodable>(_ type: T.Type, from data: Data) throws(StorageProblem) -> T {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let error as DecodingError {
      throw .corrupt(describe(error, in: data))
    } catch {
      throw .corrupt(String(describing: error))
    }
  }

  /// What a decoding error says, with the place it happened: a line and column for bad syntax,
  /// a path such as `users[0].username` for a value of the wrong kind.
  static func describe(_ error: DecodingError, in data: Data) -> String {
    switch error {
    case .typeMismatch(let type, let context):
      return "\(place(context.codingPath)): expected \(kind(of: type))"
    case .valueNotFound(let type, let context):
      return "\(place(context.codingPath)): expected \(kind(of: type)), found null"
    case .keyNotFound(let key, let context):
      return "\(place(context.codingPath + [key])): missing"
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return syntaxError(in: data)
    case .dataCorrupted(let context):
      return "\(place(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return String(describing: error)
    }
  }

  /// Where JSONSerialization stops reading `data`, as "not valid JSON at line L, column C".
  static func syntaxError(in data: Data) -> String {
    guard data.contains(where: { !Self.isSpace($0) }) else { return "the file is empty" }
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    } catch {
      let description = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? ""
      if let offset = characterOffset(in: description) {
        return "not valid JSON at \(position(ofByte: offset, in: data))"
      }
      if description.contains("end of file") {
        return "not valid JSON: it ends too early, at \(position(ofByte: data.count, in: data))"
      }
    }
    return "not valid JSON"
  }

  /// "line L, column C" of the byte at `offset`, both counted from 1, columns in characters.
  static func position(ofByte offset: Int, in data: Data) -> String {
    let prefix = data.prefix(max(0, min(offset, data.count)))
    let line = prefix.reduce(1) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 }
    let lineStart = prefix.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? prefix.startIndex
    let column = String(decoding: prefix[lineStart...], as: UTF8.self).count + 1
    return "line \(line), column \(column)"
  }

  /// The number N in a Foundation message "… around character N.", if there is one.
  private static func characterOffset(in description: String) -> Int? {
    guard let range = description.range(of: "character ") else { return nil }
    return Int(description[range.upperBound...].prefix { $0.isNumber })
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }

  /// A coding path written as `users[0].players[2].name`; the top level is "the file".
  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "the file" }
    return path.enumerated().map { index, key in
      if let number = key.intValue { return "[\(number)]" }
      return index == 0 ? key.stringValue : "." + key.stringValue
    }.joined()
  }

  /// A plain word for the kind of value `type` is.
  private static func kind(of type: Any.Type) -> String {
    switch type {
    case is String.Type: "a string"
    case is Bool.Type: "true or false"
    case is Int.Type, is Double.Type: "a number"
    default: "a \(type)"
    }
  }
}
