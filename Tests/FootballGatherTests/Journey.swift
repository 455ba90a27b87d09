/// The first-time user's journey of the README, as a script, and the screens it must print on
/// every architecture: log in as demo, add a player, pick two teams, play, end the gather.
enum Journey {
  /// The commands, comments included, as a person would type them.
  static let script: [String] = [
    "# log in with the demo account",
    "type 1 demo",
    "type 2 demo",
    "tap 3",
    "# add a player",
    "tap 9",
    "type 3 Zoe",
    "tap 2",
    "# pick two players and put them in two teams",
    "tap 2",
    "open 3",
    "open 9",
    "tap 10",
    "move 3 to 5",
    "move 3 to 6",
    "tap 7",
    "# play: Team A scores twice, Team B once, three seconds pass",
    "up 2 2",
    "up 3",
    "tap 6",
    "wait 3",
    "# end the gather",
    "tap 7",
    "answer Yes",
    "quit",
  ]

  /// What the script prints at width 40, on any architecture.
  static let transcript = """

    ----------------------------------------
    1) [(Enter username)____]
    2) [(Enter password)____]
    3) [Login]
    Remember Me  4) (ON)
    Don't have an account?
    5) [Register]

    > type 1 demo

    ----------------------------------------
    1) [demo________________]
    2) [(Enter password)____]
    3) [Login]
    Remember Me  4) (ON)
    Don't have an account?
    5) [Register]

    > type 2 demo

    ----------------------------------------
    1) [demo________________]
    2) [••••________________]
    3) [Login]
    Remember Me  4) (ON)
    Don't have an account?
    5) [Register]

    > tap 3
    1) < Back       Players      2) [Select]
    ----------------------------------------
    3) Ana                                 >
         Position: midfielder
         Skill: professional
    4) Bruno                               >
         Position: goalkeeper
         Skill: amateur
    5) Carla                               >
         Position: striker
         Skill: professional
    6) Dan                                 >
         Position: defender
         Skill: beginner
    7) Eva                                 >
         Position: winger
         Skill: -
    8) Filipe                              >
         Position: -
         Skill: -
    9) [Add player]

    > tap 9
    1) < Back Add Play… 2) [Done (disabled)]
    ----------------------------------------
    3) [(Enter name of the player)]

    > type 3 Zoe
    1) < Back      Add Player      2) [Done]
    ----------------------------------------
    3) [Zoe_________________]

    > tap 2
    1) < Back       Players      2) [Select]
    ----------------------------------------
    3) Ana                                 >
         Position: midfielder
         Skill: professional
    4) Bruno                               >
         Position: goalkeeper
         Skill: amateur
    5) Carla                               >
         Position: striker
         Skill: professional
    6) Dan                                 >
         Position: defender
         Skill: beginner
    7) Eva                                 >
         Position: winger
         Skill: -
    8) Filipe                              >
         Position: -
         Skill: -
    9) Zoe                                 >
         Position: -
         Skill: -
    10) [Add player]

    > tap 2
    1) < Back       Players      2) [Cancel]
    ----------------------------------------
    3) [ ] Ana                             >
             Position: midfielder
             Skill: professional
    4) [ ] Bruno                           >
             Position: goalkeeper
             Skill: amateur
    5) [ ] Carla                           >
             Position: striker
             Skill: professional
    6) [ ] Dan                             >
             Position: defender
             Skill: beginner
    7) [ ] Eva                             >
             Position: winger
             Skill: -
    8) [ ] Filipe                          >
             Position: -
             Skill: -
    9) [ ] Zoe                             >
             Position: -
             Skill: -
    10) [Confirm players (disabled)]

    > open 3
    1) < Back      1 selected    2) [Cancel]
    ----------------------------------------
    3) [x] Ana                             >
             Position: midfielder
             Skill: professional
    4) [ ] Bruno                           >
             Position: goalkeeper
             Skill: amateur
    5) [ ] Carla                           >
             Position: striker
             Skill: professional
    6) [ ] Dan                             >
             Position: defender
             Skill: beginner
    7) [ ] Eva                             >
             Position: winger
             Skill: -
    8) [ ] Filipe                          >
             Position: -
             Skill: -
    9) [ ] Zoe                             >
             Position: -
             Skill: -
    10) [Confirm players (disabled)]

    > open 9
    1) < Back      2 selected    2) [Cancel]
    ----------------------------------------
    3) [x] Ana                             >
             Position: midfielder
             Skill: professional
    4) [ ] Bruno                           >
             Position: goalkeeper
             Skill: amateur
    5) [ ] Carla                           >
             Position: striker
             Skill: professional
    6) [ ] Dan                             >
             Position: defender
             Skill: beginner
    7) [ ] Eva                             >
             Position: winger
             Skill: -
    8) [ ] Filipe                          >
             Position: -
             Skill: -
    9) [x] Zoe                             >
             Position: -
             Skill: -
    10) [Confirm players]

    > tap 10
    1) < Back   Confirm Players
    ----------------------------------------
    2) -- Bench --
    3) ≡ Ana                             MID
    4) ≡ Zoe                               -
    5) -- Team A --
       (empty)
    6) -- Team B --
       (empty)
    7) [Start Gather (disabled)]

    > move 3 to 5
    1) < Back   Confirm Players
    ----------------------------------------
    2) -- Bench --
    3) ≡ Zoe                               -
    4) -- Team A --
    5) ≡ Ana                             MID
    6) -- Team B --
       (empty)
    7) [Start Gather (disabled)]

    > move 3 to 6
    1) < Back   Confirm Players
    ----------------------------------------
    2) -- Bench --
       (empty)
    3) -- Team A --
    4) ≡ Ana                             MID
    5) -- Team B --
    6) ≡ Zoe                               -
    7) [Start Gather]

    > tap 7
    1) < Back  Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    0  0
    2) [- 0 +]  3) [- 0 +]
    10:00  4) [Cancel]  5) [Set]  6) [Start]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    7) [End Gather]

    > up 2 2
    1) < Back  Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    2  0
    2) [- 2 +]  3) [- 0 +]
    10:00  4) [Cancel]  5) [Set]  6) [Start]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    7) [End Gather]

    > up 3
    1) < Back  Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    2  1
    2) [- 2 +]  3) [- 1 +]
    10:00  4) [Cancel]  5) [Set]  6) [Start]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    7) [End Gather]

    > tap 6
    1) < Back  Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    2  1
    2) [- 2 +]  3) [- 1 +]
    10:00  4) [Cancel]  5) [Set]  6) [Pause]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    7) [End Gather]

    > wait 3
    1) < Back  Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    2  1
    2) [- 2 +]  3) [- 1 +]
    09:57  4) [Cancel]  5) [Set]  6) [Pause]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    7) [End Gather]

    > tap 7
    < Back     Gather in progress
    ----------------------------------------
    TEAM A  TEAM B
    2  1
    [- 2 +]  [- 1 +]
    09:57  [Cancel]  [Set]  [Pause]
    -- Team A --
    Ana                                  MID
    -- Team B --
    Zoe                                    -
    [End Gather]

    +----------------------------------+
    | End Gather                       |
    | Are you sure you want to end the |
    | gather?                          |
    | 1) [Yes] 2) [Cancel]             |
    +----------------------------------+

    > answer Yes
    1) < Back       Players      2) [Select]
    ----------------------------------------
    3) Ana                                 >
         Position: midfielder
         Skill: professional
    4) Bruno                               >
         Position: goalkeeper
         Skill: amateur
    5) Carla                               >
         Position: striker
         Skill: professional
    6) Dan                                 >
         Position: defender
         Skill: beginner
    7) Eva                                 >
         Position: winger
         Skill: -
    8) Filipe                              >
         Position: -
         Skill: -
    9) Zoe                                 >
         Position: -
         Skill: -
    10) [Add player]

    > quit
    """
}
