// Whether the screen is a phone's (the width at which the tables dock the hand and move the
// log and scores into the drawer, as src/styles.css and the tables' styles do): a table draws
// a hand that is not being decided in small cards there, so the question keeps its room.
import { MediaQuery } from "svelte/reactivity";

export const phone = new MediaQuery("max-width: 899px", false);
