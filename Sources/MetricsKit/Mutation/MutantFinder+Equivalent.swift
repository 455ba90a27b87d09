extension MutantFinder {
  /// The arguments whose value the headless toolkit ignores: flipping one cannot change what a
  /// test can see, so such a mutant would only ever survive and measure nothing.
  package static let ignoredArguments: Set<String> = ["animated"]

  /// Why a mutant of `mutation` turning `before` into something else on `line` cannot change
  /// behaviour here, or nil when it can.
  ///
  /// Such mutants are not generated; results stored before
  /// the rule are shown apart with this reason.
  package static func equivalence(
    of mutation: MutationOperator, before: String, on line: String
  ) -> String? {
    guard mutation == .booleanLiteral else { return nil }
    let tokens = LineToken.tokens(of: Array(CodeMask(line).code.first ?? []))
    // Every such literal on the line must be an ignored argument.
    let arguments = tokens.indices.filter { tokens[$0].text == before }
      .map { ignoredArgument(before: $0, in: tokens) }
    guard !arguments.contains(nil), let argument = arguments.first ?? nil else { return nil }
    return "equivalent: it flips the `\(argument):` argument, which ViewKit ignores"
  }

  /// The argument label of the value at `index` when it is one the toolkit ignores.
  static func ignoredArgument(before index: Int, in tokens: [LineToken]) -> String? {
    guard index >= 2, tokens[index - 1].text == ":",
      ignoredArguments.contains(tokens[index - 2].text)
    else { return nil }
    return tokens[index - 2].text
  }
}
