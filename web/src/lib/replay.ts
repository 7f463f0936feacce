// The replay viewer's views: a finished game's step as every seat saw it at once.

/** What the server sends for one step (ReplayStep): the spectator's and each seat's view. */
export interface StepViews {
  spectator: unknown;
  seats: unknown[];
}

interface WithSeats {
  seats: unknown[];
}

function hasSeats(v: unknown): v is WithSeats {
  return typeof v === "object" && v !== null && Array.isArray((v as WithSeats).seats);
}

/**
 * The spectator's view with every seat's own part (its hand and all it alone knew) taken from
 * that seat's view: every hand open. Each game's view has a `seats` list whose entry `i` is
 * complete in seat `i`'s own view, so this needs no knowledge of the game.
 */
export function openHands(step: StepViews): unknown {
  if (!hasSeats(step.spectator)) return step.spectator;
  const seats = step.spectator.seats.map((shown, i) => {
    const own = step.seats[i];
    return hasSeats(own) ? (own.seats[i] ?? shown) : shown;
  });
  return { ...step.spectator, seats };
}
