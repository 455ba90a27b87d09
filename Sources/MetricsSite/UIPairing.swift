import MetricsKit

/// Pairs one screen's files of a pattern's two UIs by role: a view controller faces its screen,
/// a view (or cell) its view state, any other layer the same layer; corresponding names first
/// (`LoginViewController` with `LoginScreen`), then the most alike, as ``RolePairing`` does.
enum UIPairing {
  /// The second UI's layer that plays a first-UI layer's part.
  ///
  /// The configuration says which UI a layer belongs to but not which layer of the other UI
  /// replaces it, so the site says it.
  static let counterparts = [
    "view controller": "screen", "view": "view state", "cell": "view state",
  ]

  /// The pairs, in `layers` order of the second UI's layers; a pair's `layer` is that role.
  static func pairs(
    _ left: [RolePairing.File], _ right: [RolePairing.File], config: MetricsConfig,
    layers: [String]
  ) -> [RolePairing.Pair] {
    let named = { (file: RolePairing.File, layer: String) in
      RolePairing.File(
        path: file.path, layer: layer, lines: file.lines, name: stem(file, config: config))
    }
    return RolePairing.pairs(
      left.map { named($0, counterparts[$0.layer] ?? $0.layer) }, right.map { named($0, $0.layer) },
      layers: layers)
  }

  /// The file's name without its layer's suffix, its extension kept: `PlayerListView+Table`
  /// is `PlayerList+Table`, so it does not take `PlayerListViewState`'s place.
  static func stem(_ file: RolePairing.File, config: MetricsConfig) -> String {
    let name = ScreenPage.name(file.path)
    let parts = name.split(separator: "+", maxSplits: 1).map(String.init)
    let base = parts.first ?? name
    let suffixes = config.layers.first { $0.name == file.layer }?.suffixes ?? []
    // The longest suffix first, so `ViewController` is not taken for `View`'s ending.
    let suffix = suffixes.sorted { $0.count > $1.count }.first {
      base.hasSuffix($0) && base.count > $0.count
    }
    let stem = suffix.map { String(base.dropLast($0.count)) } ?? base
    return parts.count > 1 ? stem + "+" + parts[1] : stem
  }
}
