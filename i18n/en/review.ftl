# The replay viewer's game review (web/src/pages/ReviewPanel.svelte). English.

review-title = Game review
review-intro = The search weighs each decision from what the player knew at that moment, never the hands the end revealed. A mistake gives away a clear share of the chance to win, a blunder a large one.
review-not-allowed = At a private table each player can review only their own decisions.
review-seat = Review the decisions of
review-start = Review
review-busy = Another review is running; try again when it is done.
review-starting = Starting the review of { $name }…
review-progress = Weighing the decisions of { $name }: { $done } of { $decisions }
review-running = Reviewing…
review-failed = The review failed: { $message }
review-unreadable = The server's review could not be read.
review-done = The review of { $name } is ready.
review-graph-title = { $name }'s chance to win, decision by decision
review-graph-label = Evaluation graph: { $name }'s chance to win at each of { $decisions } decisions. Choose a point to go to that decision.
review-graph-axis = decisions, first to last
review-legend-decision = decision
review-point = Step { $step }: { $move }, chance to win { $chance }%, { $mark }
review-mark-mistake = Mistake
review-mark-blunder = Blunder
review-mark-none = Fine
review-summary = Summary
review-player = Player
review-decisions = Decisions
review-mistakes = Mistakes
review-blunders = Blunders
review-seat-button = Review { $name }
review-show = Show the review of { $name }
review-turning-points = The decisions that mattered most
review-turning-point = Step { $step }: { $move }; after it the chance to win { $direction ->
    [up] rose { $amount } points
    [down] fell { $amount } points
   *[same] held
}
review-prev = Previous decision
review-next = Next decision
review-decision-title = Step { $step }: { $name } decides
review-verdict-marked = { $played } gives away { $loss } points of the chance to win ({ $played_value }% instead of { $value }% for { $best }).
review-verdict-best = { $played } is what the search would play too.
review-verdict-fine = { $played } is not clearly worse than the best ({ $loss } points below it).
review-actions-caption = The moves the search weighed most, with the chance to win after each
review-move = Move
review-chance = Chance to win
review-interval = (95% interval)
review-visits = Visits
review-played = played
review-best = best
review-more-actions = { $count ->
    [one] and 1 more move the search found weaker
   *[other] and { $count } more moves the search found weaker
}
review-not-a-decision = { $name } has no decision at this step. Go to a decision with the graph or the buttons above.
review-no-decisions = { $name } had no decision to make in this game: every move was forced.
review-budget = { $budget } search iterations per decision. A mistake loses { $mistake } points of the chance to win, a blunder { $blunder }.
