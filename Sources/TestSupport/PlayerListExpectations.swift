import ViewKit

extension RowSnapshot {
  /// The Player List's first render of the squad's first three players, as the driver reads the
  /// table: each name over its position and skill lines (`-` where unset), with a chevron.
  package static var playerListFirstRender: [[RowSnapshot]] {
    [
      [
        RowSnapshot(
          text: "Ana", detail: "Position: midfielder\nSkill: professional",
          accessory: .disclosureIndicator),
        RowSnapshot(
          text: "Bruno", detail: "Position: goalkeeper\nSkill: amateur",
          accessory: .disclosureIndicator),
        RowSnapshot(
          text: "Carla", detail: "Position: -\nSkill: -", accessory: .disclosureIndicator),
      ]
    ]
  }
}
