// Animation lengths that honour `prefers-reduced-motion`: zero when the user asked for less.
export function reducedMotion(): boolean {
  return (
    typeof matchMedia !== "undefined" && matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}

export function ms(duration: number): number {
  return reducedMotion() ? 0 : duration;
}
