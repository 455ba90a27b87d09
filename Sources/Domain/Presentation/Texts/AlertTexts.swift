/// Texts every screen's alerts share (SPEC, "Conventions").
package enum AlertTexts {
  /// The single button of an error alert.
  package static let ok = "OK"
}
