import Testing

@testable import MetricsKit

/// The noise rules: counts within 5 % of the leader, scores within twice the standard error of
/// the difference, times whose round medians overlap, are ties.
@Suite struct RankingTests {
  @Test func givenCountsWithinFivePercentOfEachEnd_whenRanked_thenTheyAreNamedTogether() {
    // Given
    let counts = [("A", 100), ("B", 105), ("C", 106), ("D", 200), ("E", 190), ("F", 189)]

    // When
    let ranking = Ranking.counts(counts)

    // Then: 105 is within 5 % of 100, 106 is not; 190 is within 5 % of 200, 189 is not
    #expect(ranking?.least == ["A", "B"])
    #expect(ranking?.most == ["D", "E"])
    #expect(ranking?.isTie == false)
  }

  @Test func givenCountsAllWithinFivePercent_whenRanked_thenItIsATie() {
    // When
    let ranking = Ranking.counts([("A", 100), ("B", 103), ("C", 104)])

    // Then
    #expect(ranking?.isTie == true)
  }

  @Test func givenScoresCloserThanTwiceTheirStandardError_whenRanked_thenTheyAreTied() {
    // Given: 96.5 % of 230 and 95.3 % of 234 differ by 1.2 points, twice the error is 3.7;
    // 89.4 % of 180 is 7.1 points below, twice the error 5.2
    let scores = [
      ("VIP", Ranking.Score(detected: 222, viable: 230)),
      ("VIPER", Ranking.Score(detected: 223, viable: 234)),
      ("UDF", Ranking.Score(detected: 161, viable: 180)),
    ]

    // When
    let ranking = Ranking.scores(scores)

    // Then
    #expect(ranking?.most == ["VIP", "VIPER"])
    #expect(ranking?.least == ["UDF"])
  }

  @Test func givenTwoScores_whenTheirDifferenceErrorIsComputed_thenItIsTheRootOfSquares() {
    // Given
    let a = Ranking.Score(detected: 90, viable: 100)
    let b = Ranking.Score(detected: 80, viable: 100)

    // When
    let error = a.differenceError(b)

    // Then: √(0.9·0.1/100 + 0.8·0.2/100) = 0.05
    #expect(abs(error - 0.05) < 1e-12)
    #expect(a.differs(from: b) == false)
    #expect(Ranking.Score(detected: 99, viable: 100).differs(from: b))
  }

  @Test func givenTimesWhoseRoundsOverlap_whenRanked_thenTheyAreTied() {
    // Given
    let times = [
      ("A", NoisyTime(median: 1.0, roundMedians: [0.9, 1.1])),
      ("B", NoisyTime(median: 1.05, roundMedians: [1.0, 1.2])),
      ("C", NoisyTime(median: 5.0, roundMedians: [4.8, 5.2])),
    ]

    // When
    let ranking = Ranking.times(times)

    // Then
    #expect(ranking?.least == ["A", "B"])
    #expect(ranking?.most == ["C"])
  }

  @Test func givenRatios_whenPrintedAsFactors_thenTheyCarryTwoSignificantFigures() {
    // When
    let printed = [32.62, 21.33, 4.39, 1.054, 9.96, 132.6, 0.5].map(NumberText.times)

    // Then
    #expect(printed == ["33×", "21×", "4.4×", "1.1×", "10×", "130×", "0.50×"])
  }
}

/// An entry within the noise of both ends belongs to neither.
@Suite struct RankingBetweenTests {
  @Test func givenAScoreTiedWithBothEnds_whenRanked_thenItIsBetweenNotAtAnEnd() {
    // Given: 96 % and 89 % of 200 differ; 93 % of 200 is within twice the error of both
    let scores = [
      ("A", Ranking.Score(detected: 192, viable: 200)),
      ("B", Ranking.Score(detected: 186, viable: 200)),
      ("C", Ranking.Score(detected: 178, viable: 200)),
    ]

    // When
    let ranking = Ranking.scores(scores)

    // Then
    #expect(ranking?.most == ["A"])
    #expect(ranking?.least == ["C"])
    #expect(ranking?.between == ["B"])
    #expect(ranking?.isTie == false)
  }
}
