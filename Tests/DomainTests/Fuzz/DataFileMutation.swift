import Foundation

/// Random damage to a JSON data file: to its bytes (as a disk or an editor might do) or to its
/// structure (as a hand edit or another program might do), one to three times over.
enum DataFileMutation {
  /// `data` damaged at random.
  static func apply(to data: Data, using random: inout SplitMix64) -> Data {
    var result = data
    for _ in 0..<Int.random(in: 1...3, using: &random) {
      result =
        Bool.random(using: &random)
        ? damageBytes(result, using: &random) : damageStructure(result, using: &random)
    }
    return result
  }

  /// Flips, deletes, inserts, repeats or cuts bytes.
  static func damageBytes(_ data: Data, using random: inout SplitMix64) -> Data {
    var bytes = [UInt8](data)
    guard !bytes.isEmpty else { return random.bytes(8) }
    let at = Int.random(in: 0..<bytes.count, using: &random)
    let length = min(bytes.count - at, Int.random(in: 1...16, using: &random))
    switch Int.random(in: 0..<5, using: &random) {
    case 0: bytes[at] ^= UInt8(1 << Int.random(in: 0..<8, using: &random))
    case 1: bytes.removeSubrange(at..<at + length)
    case 2: bytes.insert(contentsOf: random.pick(insertions), at: at)
    case 3: bytes.insert(contentsOf: bytes[at..<at + length], at: at)
    default: bytes.removeSubrange(at...)
    }
    return Data(bytes)
  }

  /// Replaces a value, removes a key or repeats an array element somewhere in the JSON tree.
  static func damageStructure(_ data: Data, using random: inout SplitMix64) -> Data {
    guard let root = try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)
    else { return damageBytes(data, using: &random) }
    let damaged = edit(root, depth: 0, using: &random)
    let options: JSONSerialization.WritingOptions = [.fragmentsAllowed]
    return (try? JSONSerialization.data(withJSONObject: damaged, options: options)) ?? data
  }

  private static func edit(_ value: Any, depth: Int, using random: inout SplitMix64) -> Any {
    // Go deeper with some chance, else damage this very value.
    let goDeeper = depth < 6 && Int.random(in: 0..<4, using: &random) != 0
    if var object = value as? [String: Any], !object.isEmpty {
      let key = random.pick(object.keys.sorted())
      if goDeeper, let child = object[key] {
        object[key] = edit(child, depth: depth + 1, using: &random)
      } else if Bool.random(using: &random) {
        object.removeValue(forKey: key)
      } else {
        object[key] = randomValue(using: &random)
      }
      return object
    }
    if var array = value as? [Any], !array.isEmpty {
      let index = Int.random(in: 0..<array.count, using: &random)
      if goDeeper {
        array[index] = edit(array[index], depth: depth + 1, using: &random)
      } else if Bool.random(using: &random) {
        array.append(array[index])
      } else {
        array[index] = randomValue(using: &random)
      }
      return array
    }
    return randomValue(using: &random)
  }

  /// A JSON value of any kind, favouring the edges: zero, negative, huge, empty, null.
  private static func randomValue(using random: inout SplitMix64) -> Any {
    switch Int.random(in: 0..<8, using: &random) {
    case 0: return random.pick([0, -1, 1, 2, Int.max, Int.min, 1 << 53, (1 << 53) + 1])
    case 1:
      return random.pick([
        "", "ana", "00000000-0000-0000-0000-000000000001", "\u{1B}[2J", "AAAA", "teamA",
      ])
    case 2: return NSNull()
    case 3: return Bool.random(using: &random)
    case 4: return [Any]()
    case 5: return [String: Any]()
    case 6: return Double.random(in: -1e6...1e6, using: &random)
    default: return [random.pick([1, 2, 3]), "x"] as [Any]
    }
  }

  private static let insertions: [[UInt8]] = [
    Array("\"".utf8), Array("{".utf8), Array("]".utf8), Array(",".utf8), Array("null".utf8),
    Array("\u{0}".utf8), [0xFF, 0xFE], Array("99999999999999999999999".utf8), Array("\\u".utf8),
  ]
}
