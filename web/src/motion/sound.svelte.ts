// Optional sound, off by default: short tones made in code with the Web Audio API (no audio
// files to fetch), for a card played, your turn and a trick won. The choice is kept in
// localStorage, so it follows the browser and not the table. The audio context is made on the
// first tone after the person turned sound on (browsers start one only after a gesture).
import type { Sound } from "./cues";

const KEY = "interregnum.sound";

function load(): boolean {
  try {
    return typeof localStorage !== "undefined" && localStorage.getItem(KEY) === "on";
  } catch {
    return false;
  }
}

export const sound = $state({ on: load() });

export function setSound(on: boolean): void {
  sound.on = on;
  try {
    localStorage.setItem(KEY, on ? "on" : "off");
  } catch {
    // Private mode: the choice lasts for this page.
  }
  if (on) play(["card"]);
}

/** Each sound as notes: frequency (Hz), start and length (s), all soft (a peak gain of 0.12). */
export const TONES: Record<Sound, { f: number; at: number; len: number }[]> = {
  // A short tap, low: a card put down.
  card: [{ f: 320, at: 0, len: 0.06 }],
  // Two notes up: it is your turn.
  turn: [
    { f: 660, at: 0, len: 0.12 },
    { f: 880, at: 0.12, len: 0.18 },
  ],
  // Three notes up: a trick won.
  trick: [
    { f: 523, at: 0, len: 0.08 },
    { f: 659, at: 0.08, len: 0.08 },
    { f: 784, at: 0.16, len: 0.16 },
  ],
};

let context: AudioContext | null = null;

/** Plays the sounds one after another, when sound is on; never throws (no audio is no harm). */
export function play(sounds: readonly Sound[]): void {
  if (!sound.on || sounds.length === 0 || typeof AudioContext === "undefined") return;
  try {
    context ??= new AudioContext();
    if (context.state === "suspended") void context.resume();
    let start = context.currentTime + 0.01;
    for (const s of sounds) {
      let end = start;
      for (const note of TONES[s]) {
        const osc = context.createOscillator();
        const gain = context.createGain();
        osc.type = "sine";
        osc.frequency.value = note.f;
        const t0 = start + note.at;
        // A quick rise and an exponential fall: a soft note with no click.
        gain.gain.setValueAtTime(0.0001, t0);
        gain.gain.exponentialRampToValueAtTime(0.12, t0 + 0.01);
        gain.gain.exponentialRampToValueAtTime(0.0001, t0 + note.len);
        osc.connect(gain).connect(context.destination);
        osc.start(t0);
        osc.stop(t0 + note.len + 0.02);
        end = Math.max(end, t0 + note.len);
      }
      start = end + 0.04;
    }
  } catch {
    // An audio device that is missing or refused: the table plays on in silence.
  }
}
