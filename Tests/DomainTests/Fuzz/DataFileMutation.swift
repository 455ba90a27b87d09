import Foundation
import TestSupport

/// Random damage to a JSON data file: to its bytes (as a disk or an editor might do) or to its
/// structure (as a hand edit or another program might do), one to three times over.
enum DataFileMutation {
  /// `data` damaged at random.
  static func apply(to data: Data, using random: inout SeededGenerator) -> Data {
    var result = data
    for _ in 0..<random.number(in: 1...3) {
      result =
        random.toss()
        ? damageBytes(result, using: &random) : damageStructure(result, using: &random)
    }
    return result
  }

  /// Flips, deletes, inserts, repeats or cuts bytes.
  static func damageBytes(_ data: Data, using random: inout SeededGenerator) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return Data(random.bytes(8)) }
    let at = random.index(below: bytes.count)
    let length = min(bytes.count - at, random.number(in: 1...16))
    switch random.index(below: 5) {
    case 0: bytes[at] ^= UInt8(1 << random.index(below: 8))
    case 1: bytes.removeSubrange(at..<at + length)
    case 2: bytes.insert(contentsOf: random.element(of: insertions), at: at)
    case 3: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    default: bytes.removeSubrange(at...)
    }
    return Data(bytes)
  }

  /// Replaces a value, removes a key or repeats an array element somewhere in the JSON tree.
  static func damageStructure(_ data: Data, using random: inout SeededGenerator) -> Data {
    guard let root = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    else { return damageBytes(data, using: &random) }
    let damaged = edit(root, depth: 0, using: &random)
    let options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
    return (try? JSONSerialization.data(withJSONObject: damaged, options: options)) ?? data
  }

  private static func edit(_ value: Any, depth: Int, using random: inout SeededGenerator) -> Any {
    // Go deeper with some chance, else damage this very value.
    let goDeeper = depth < 6 && random.index(below: 4) != 0
    if var object = value as? [String: Any], !object.isEmpty {
      let key = random.element(of: object.keys.sorted())
      if goDeeper, let child = object[key] {
        object[key] = edit(child, depth: depth + 1, using: &random)
      } else if random.toss() {
        object.removeValue(forKey: key)
      } else {
        object[key] = randomValue(using: &random)
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty {
      let index = random.index(below: array.count)
      if goDeeper {
        array[index] = edit(array[index], depth: depth + 1, using: &random)
      } else if random.toss() {
        array.append(array[index])
      } else {
        array[index] = randomValue(using: &random)
      }
      return array
    }
    return randomValue(using: &random)
  }

  /// A JSON value of any kind, favouring the edges: zero, negative, huge, empty, null.
  private static func randomValue(using random: inout SeededGenerator) -> Any {
    switch random.index(below: 8) {
    case 0: return random.element(of: [0, -1, 1, 2, Int.max, Int.min, 1 << 53, (1 << 53) + 1])
    case 1:
      return random.element(of: [
        "", "ana", "00000000-0000-0000-0000-000000000001", "\u{1B}[2J", "AAAA", "teamA",
      ])
    case 2: return NSNull()
    case 3: return random.toss()
    case 4: return [Any]()
    case 5: return [String: Any]()
    case 6: return Double(random.number(in: -1_000_000...1_000_000)) / 7
    default: return [random.element(of: [1, 2, 3]), "x"] as [Any]
    }
  }

  private static let insertions: [[UInt8]] = [
    Array("\"".utf8), Array("{".utf8), Array("]".utf8), Array(",".utf8), Array("null".utf8),
    Array("\u{0}".utf8), [0xFF, 0xFE], Array("99999999999999999999999".utf8), Array("\\u".utf8),
  ]
}
